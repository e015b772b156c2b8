import { renderMarkdown } from './markdown.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The tags `renderMarkdown` can produce and the attributes each may carry. Anything else in its
 * output would mean a bug in the renderer (or in markdown-it), never a feature.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
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
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>"']+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>"']+)(?:="([^"]*)")?/g;
const URL_SCHEME: Readonly<Record<string, RegExp>> = { href: /^(https?|mailto):/, src: /^https?:/ };

/** What a browser would take the attribute's URL to be: entities decoded, blanks dropped. */
function browserUrl(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|quot|lt|gt);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : '>',
    )
    .split('')
    .filter((char) => char.trim() !== '' && char.charCodeAt(0) > 31)
    .join('')
    .toLowerCase();
}

function tagIsAllowed(closing: boolean, name: string, attributes: string): boolean {
  const allowed = ALLOWED[name.toLowerCase()];
  if (!allowed) return false;
  if (closing) return attributes.trim() === '';
  for (const [, key = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
    const attribute = key.toLowerCase();
    if (!allowed.includes(attribute)) return false;
    const scheme = URL_SCHEME[attribute];
    if (scheme && !scheme.test(browserUrl(value))) return false;
  }
  return true;
}

/**
 * True when `html` holds only the tags and attributes inline markdown renders to, with safe
 * link and image addresses, and no `<` outside a tag (text is always escaped).
 */
export function isAllowListedHtml(html: string): boolean {
  let allowed = true;
  const text = html.replace(TAG, (_whole, close: string, name: string, attributes: string) => {
    if (!tagIsAllowed(close === '/', name, attributes)) allowed = false;
    return '';
  });
  return allowed && !text.includes('<');
}

/**
 * A markdown field rendered on the server for participants' pages, which then need no markdown
 * code of their own. `renderMarkdown` is safe by construction; the allow-list is the second lock
 * DESIGN §2 asks for (the browser's DOMPurify plays that part where the web app renders
 * markdown itself): output it does not vouch for goes out as escaped text.
 */
export function renderPublicMarkdown(text: string): string {
  const html = renderMarkdown(text);
  return isAllowListedHtml(html) ? html : escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}
