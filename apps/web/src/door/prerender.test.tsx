// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TemplateList, TemplateSummary } from '@ordo/contract';
import { testConfig } from '../test/render.tsx';
import { prerender } from './prerender.tsx';
import { PRERENDER_STATE_ID, type PrerenderState } from './prerender-state.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Design, run live and analyse meetings and workshops." />
    <title>Ordo</title>
    <script type="module" crossorigin src="/assets/door-1a2b.js" nonce="__CSP_NONCE__"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-3c4d.js" nonce="__CSP_NONCE__">
    <link rel="stylesheet" crossorigin href="/assets/door-5e6f.css" nonce="__CSP_NONCE__">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const template = (id: string, title: string, language: 'en' | 'fr'): TemplateSummary => ({
  id,
  title,
  category: 'retrospective',
  language,
  tags: ['team'],
  totalMinutes: 60,
  sequenceCount: 5,
  summary: `Summary of ${title} </script><img src=x onerror=alert(1)>`,
  source: 'library',
});
const list = (items: TemplateSummary[]): TemplateList => ({ items, nextCursor: null });

const pages = await prerender({
  html: shell,
  config: { ...testConfig(), brandName: 'Agora' },
  templates: {
    en: list([template('retro-sailboat', 'Retrospective: the sailboat', 'en')]),
    fr: list([template('retro-sailboat', 'Rétrospective : le voilier', 'fr')]),
  },
});

function stateOf(html: string): PrerenderState {
  const match = new RegExp(
    `<script type="application/json" id="${PRERENDER_STATE_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as PrerenderState;
}

describe('prerendering the front door', () => {
  it('renders the three pages in both languages', () => {
    expect(Object.keys(pages).sort()).toEqual([
      '/ en',
      '/ fr',
      '/pricing en',
      '/pricing fr',
      '/templates en',
      '/templates fr',
    ]);
    expect(pages['/ en']).toContain('<html lang="en"');
    expect(pages['/ fr']).toContain('<html lang="fr"');
    expect(pages['/templates en']).toContain('Retrospective: the sailboat');
    expect(pages['/templates fr']).toContain('Rétrospective : le voilier');
  });

  it('shows the landing page with its FAQ, and the brand of the configuration', () => {
    const home = pages['/ en'] ?? '';
    expect(home).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(home).toContain('id="faq"');
    expect(home).toContain('Agora');
  });

  it('shows both plans with the prices of the configuration, as a signed-out visitor', () => {
    const pricing = pages['/pricing fr'] ?? '';
    const { monthly, yearly } = testConfig().pricing;
    expect(pricing).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // Yearly billing is the one shown first: its price a month, and the year's total.
    expect(pricing).toContain(`${yearly / 12}`);
    expect(pricing).toContain(`${yearly}`);
    expect(pricing).toContain(`${Math.round((1 - yearly / (monthly * 12)) * 100)}`);
    // A signed-out visitor is sent to sign up first.
    expect(pricing).toContain('href="/user/login?mode=signup"');
    expect(pricing).toMatch(/<title>[^<]*Agora<\/title>/);
  });

  it('writes the title and description the page asks for into the head', () => {
    const gallery = pages['/templates fr'] ?? '';
    expect(gallery).toMatch(/<title>Modèles de réunion · Agora<\/title>/);
    expect(gallery).not.toContain('content="Design, run live and analyse');
  });

  it('leaves no style attribute the CSP would refuse, and lifts each into nonce-bearing code', () => {
    for (const html of Object.values(pages)) {
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body).not.toMatch(/<[^>]+\sstyle="/);
      expect(body).toMatch(/data-ssr-style="\d+"/);
      expect(html).toMatch(/<style nonce="__CSP_NONCE__">#root \[data-ssr-style="0"\]\{/);
      expect(html).toContain('<script nonce="__CSP_NONCE__">(function(s){');
    }
  });

  it('writes every <style> in the head, each with the nonce (issue 27)', () => {
    for (const html of Object.values(pages)) {
      const body = html.slice(html.indexOf('<body'));
      expect(body).not.toContain('<style');
      for (const [style] of html.matchAll(/<style[^>]*>/g))
        expect(style).toContain('nonce="__CSP_NONCE__"');
    }
    // The landing page's responsive headings are among them, as React's style resources.
    expect(pages['/ en']).toMatch(/<head>[\s\S]*<style nonce="__CSP_NONCE__" data-precedence=/);
  });

  it('asks for its scripts once the page has loaded, leaving the stylesheet the bandwidth', () => {
    const home = pages['/ en'] ?? '';
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/door-5e6f.css"');
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(home).toMatch(
      /<script nonce="__CSP_NONCE__">addEventListener\('load',function\(\)\{var u=\{"entries":\["\/assets\/door-1a2b\.js"\],"preloads":\["\/assets\/jsx-3c4d\.js"\]\}/,
    );
  });

  it('hands the browser the language and the answers it rendered with', () => {
    const state = stateOf(pages['/templates fr'] ?? '');
    expect(state.language).toBe('fr');
    expect(state.config.brandName).toBe('Agora');
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['templates', 'list', { language: 'fr' }, false]);
  });

  it('escapes what a template says, in the markup and in the handed-over answers', () => {
    const gallery = pages['/templates en'] ?? '';
    expect(gallery).not.toContain('<img src=x');
    expect(gallery.match(/<\/script>/g)?.length).toBe(gallery.match(/<script[\s>]/g)?.length);
  });
});
