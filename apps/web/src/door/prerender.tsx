/**
 * The front door's prerender, built on its own (`vite build --ssr`, into dist/ssr) and run by
 * the server in a worker thread once it listens (apps/server/src/web/front-door.ts). It renders
 * the landing page, the templates gallery and pricing in each language with the server's configuration
 * and the gallery's first page, into door.html: a newcomer's browser paints the page from the
 * HTML alone, then React takes it over (hydrates) without rendering it from scratch.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { parentPort, workerData } from 'node:worker_threads';
import { escapeHtml } from '@ordo/agenda';
import { CSP_NONCE_PLACEHOLDER, type PublicConfig, type TemplateList } from '@ordo/contract';
import i18n, { addAllCatalogs } from '../i18n/setup.ts';
import { supportedLanguages, type SupportedLanguage } from '../i18n/languages.ts';
import { queryClient } from '../api/query-client.ts';
import { configCache } from '../api/config.ts';
import { templateKeys } from '../api/templates.ts';
import { listFiltersOf } from '../features/templates/use-gallery-filters.ts';
import { prerenderedMeta } from '../hooks/use-page-meta.ts';
import { DoorApp, preloadDoorPage } from './door-app.tsx';
import { stateScript } from './prerender-state.ts';
import { colorSchemeScript as colorScheme } from '../app/color-scheme-script.ts';

export type PrerenderInput = {
  /** door.html as built. */
  html: string;
  config: PublicConfig;
  /** The first page of `GET /v1/templates?limit=24&language=…` for each language. */
  templates: Record<SupportedLanguage, TemplateList>;
};

/** `${path} ${language}` → the page's HTML, with the `__CSP_NONCE__` placeholder left in. */
export type PrerenderedPages = Record<string, string>;

export const prerenderPaths = ['/', '/templates', '/pricing'] as const;

/** An inline element the content security policy admits: it carries the response's nonce. */
const withNonce = (tag: 'script' | 'style', content: string) =>
  `<${tag} nonce="${CSP_NONCE_PLACEHOLDER}">${content}</${tag}>`;

/** The visitor's color scheme before the first paint (app/color-scheme-script.ts). */
const colorSchemeScript = withNonce('script', colorScheme);

/**
 * Mantine sets its components' CSS variables in `style` attributes, which the content security
 * policy refuses in markup (DESIGN §9: styles from the origin; a nonce for <style> elements).
 * So the HTML carries each distinct style as a numbered `data-ssr-style`, painted first by a
 * rule in a <style> element the nonce admits (`#root` gives it precedence over every class, as
 * an inline style has). Right after the markup, a script the nonce admits turns them into real
 * inline styles through the CSSOM, which the policy allows, before React takes the page over:
 * React then finds exactly the DOM it rendered here.
 */
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function liftStyles(body: string): { markup: string; head: string; script: string } {
  const styles: string[] = [];
  const numbers = new Map<string, number>();
  const markup = body.replace(STYLE_ATTRIBUTE, (_whole, value: string) => {
    const style = decodeAttribute(value);
    let number = numbers.get(style);
    if (number === undefined) {
      number = styles.push(style) - 1;
      numbers.set(style, number);
    }
    return ` data-ssr-style="${number}"`;
  });
  // `<` cannot end the element early: CSS and JSON both take its escaped form.
  const rules = styles
    .map((style, number) => `#root [data-ssr-style="${number}"]{${style}}`)
    .join('\n')
    .replaceAll('<', '\\3c ');
  const list = JSON.stringify(styles).replaceAll('<', '\\u003c');
  return {
    markup,
    head: withNonce('style', rules),
    script: withNonce(
      'script',
      `(function(s){for(const e of document.querySelectorAll('[data-ssr-style]')){e.style.cssText=s[e.getAttribute('data-ssr-style')];e.removeAttribute('data-ssr-style')}})(${list})`,
    ),
  };
}

/**
 * React 19 renders style resources (`<style precedence>`, what Mantine's responsive style props
 * become with `deduplicateInlineStyles`) at the start of a string render; in a browser it puts
 * them in the head, where HTML allows `<style>` (issue 27), and the prerender does the same.
 * Hydration finds them there by their `data-href`.
 */
const STYLE_RESOURCE = /<style [^>]*data-precedence="[^"]*"[^>]*>[^<]*<\/style>/g;

function hoistStyleResources(body: string): { body: string; head: string } {
  const head: string[] = [];
  const rest = body.replace(STYLE_RESOURCE, (style) => {
    // A string render writes no nonce on them: the policy needs the response's.
    head.push(
      style.includes(' nonce=')
        ? style
        : style.replace('<style ', `<style nonce="${CSP_NONCE_PLACEHOLDER}" `),
    );
    return '';
  });
  return { body: rest, head: head.join('') };
}

/**
 * The page is readable without its scripts, so they wait for it: fetched in the head, they
 * would share a phone's bandwidth with the stylesheet the first paint waits for. Once the page
 * has loaded, a script the nonce admits asks for them, with the same module preloads.
 */
const MODULE_TAGS =
  /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>)/g;

function deferScripts(html: string): { html: string; loader: string } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html.replace(MODULE_TAGS, (_whole, entry?: string, preload?: string) => {
    if (entry) entries.push(entry);
    if (preload) preloads.push(preload);
    return '';
  });
  if (entries.length === 0) throw new Error('door.html lacks its module script');
  const urls = JSON.stringify({ entries, preloads });
  const loader = withNonce(
    'script',
    `addEventListener('load',function(){var u=${urls};u.preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});u.entries.forEach(function(h){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=h;document.head.appendChild(s)})})`,
  );
  return { html: rest, loader };
}

function replaceOnce(html: string, search: RegExp, replacement: string): string {
  if (!search.test(html)) throw new Error(`door.html lacks ${String(search)}`);
  return html.replace(search, () => replacement);
}

function renderPage(input: PrerenderInput, path: string, language: SupportedLanguage): string {
  queryClient.clear();
  configCache.set('config', input.config);
  if (path === '/templates') {
    const filters = listFiltersOf({ q: '', category: null, duration: 'any', language }, '');
    queryClient.setQueryData(templateKeys.list(filters, false), {
      pages: [input.templates[language]],
      pageParams: [null],
    });
  }
  delete prerenderedMeta.title;
  delete prerenderedMeta.description;
  const body = renderToString(
    <StrictMode>
      <DoorApp
        router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>}
        renderedPath={path}
      />
    </StrictMode>,
  );
  let html = input.html;
  // Light until the head's script says otherwise: without scripts the page is still styled.
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${language}" data-mantine-color-scheme="light">`,
  );
  const charset = '<meta charset="UTF-8" />';
  html = replaceOnce(html, /<meta charset="UTF-8" \/>/, `${charset}${colorSchemeScript}`);
  if (prerenderedMeta.title)
    html = replaceOnce(
      html,
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(prerenderedMeta.title)}</title>`,
    );
  if (prerenderedMeta.description)
    html = replaceOnce(
      html,
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(prerenderedMeta.description)}"`,
    );
  const hoisted = hoistStyleResources(body);
  const lifted = liftStyles(hoisted.body);
  html = replaceOnce(html, /<\/head>/, `${hoisted.head}${lifted.head}</head>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${lifted.markup}</div>${lifted.script}`,
  );
  const state = stateScript({
    path,
    language,
    config: input.config,
    queries: dehydrate(queryClient),
  });
  const deferred = deferScripts(html);
  return replaceOnce(deferred.html, /<\/body>/, `${state}${deferred.loader}</body>`);
}

export async function prerender(input: PrerenderInput): Promise<PrerenderedPages> {
  await Promise.all([addAllCatalogs(), ...prerenderPaths.map((path) => preloadDoorPage(path))]);
  const pages: PrerenderedPages = {};
  for (const language of supportedLanguages) {
    await i18n.changeLanguage(language);
    for (const path of prerenderPaths)
      pages[`${path} ${language}`] = renderPage(input, path, language);
  }
  return pages;
}

// Run as the server's worker: render, hand the pages back, and let the thread end.
if (parentPort && (workerData as { ordoPrerender?: PrerenderInput } | null)?.ordoPrerender) {
  const port = parentPort;
  prerender((workerData as { ordoPrerender: PrerenderInput }).ordoPrerender).then(
    (pages) => port.postMessage({ pages }),
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}
