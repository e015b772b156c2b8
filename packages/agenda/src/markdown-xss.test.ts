import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { XSS_PAYLOADS } from './xss-corpus.ts';

type Tag = { name: string; closing: boolean; attributes: Map<string, string> };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>"']+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>"']+)(?:="([^"]*)")?/g;
const ALLOWED: Record<string, readonly string[]> = {
  strong: [],
  em: [],
  s: [],
  ins: [],
  mark: [],
  code: [],
  br: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
};

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Reads the tags of rendered HTML. Text `<` is always escaped by the renderer, so any `<` left
 * once the tags are cut out is an escape the renderer missed.
 */
function readTags(html: string): { tags: Tag[]; leftover: string } {
  const tags: Tag[] = [];
  const leftover = html.replace(TAG, (_whole, close: string, name: string, attrs: string) => {
    const attributes = new Map<string, string>();
    for (const [, key = '', value = ''] of attrs.matchAll(ATTRIBUTE)) {
      attributes.set(key.toLowerCase(), decodeEntities(value));
    }
    tags.push({ name: name.toLowerCase(), closing: close === '/', attributes });
    return '';
  });
  return { tags, leftover };
}

function expectHarmless(html: string): void {
  const { tags, leftover } = readTags(html);
  expect(leftover).not.toContain('<');
  expect(html).not.toMatch(/<\s*\/?\s*(script|iframe|svg|style|object|embed|math|base|meta|link)/i);
  for (const { name, closing, attributes } of tags) {
    expect(Object.keys(ALLOWED)).toContain(name);
    if (closing) expect(attributes.size).toBe(0);
    for (const [key, value] of attributes) {
      expect(ALLOWED[name]).toContain(key);
      expect(key).not.toMatch(/^on/);
      // Browsers skip whitespace and control characters inside a scheme: so does the check.
      const url = [...value]
        .filter((char) => char.trim() !== '' && char.charCodeAt(0) > 31)
        .join('')
        .toLowerCase();
      if (key === 'href') expect(url).toMatch(/^(https?:|mailto:)/);
      if (key === 'src') expect(url).toMatch(/^https?:/);
      expect(url).not.toMatch(/^(javascript|vbscript|data):/);
    }
    if (name === 'a' && !closing) {
      expect(attributes.get('target')).toBe('_blank');
      expect(attributes.get('rel')).toBe('noopener noreferrer');
    }
  }
}

describe('renderMarkdown against XSS', () => {
  it('has a corpus of at least 60 payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(60);
  });

  it.each(XSS_PAYLOADS)('defuses %j', (payload) => {
    expectHarmless(renderMarkdown(payload));
  });

  it.each(XSS_PAYLOADS)('defuses %j inside a sentence with marks', (payload) => {
    expectHarmless(renderMarkdown(`**Hi** ${payload} ==there==\n[ok](https://ok.example)`));
  });

  it('the checker catches what it must', () => {
    const bad = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer">x</a>',
      '<a href="&#106;avascript:alert(1)" target="_blank" rel="noopener noreferrer">x</a>',
      '<img src="data:image/png;base64,AAAA" alt="x">',
      '<a href="https://x.example">no new tab</a>',
      '<iframe>',
    ];
    for (const html of bad) expect(() => expectHarmless(html)).toThrow();
  });
});
