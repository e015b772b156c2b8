// Sources of this package are compiled by every app that imports it, so the plugins' type
// declarations must travel with this file rather than sit in one tsconfig's include list.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./markdown-plugins.d.ts" />
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Markdown, RendererRule } from 'markdown-it';
import ins from 'markdown-it-ins';
import mark from 'markdown-it-mark';

/**
 * Allow-list, not deny-list: markdown-it hands us the URL after decoding entities and
 * backslash escapes and percent-encoding whitespace and control characters, so `jav&#x09;ascript:`
 * arrives as `jav%09ascript:` and simply fails to start with an allowed scheme.
 */
const LINK_SCHEME = /^(?:https?|mailto):/i;
const IMAGE_SCHEME = /^https?:/i;

function createRenderer(): Markdown {
  const md = new MarkdownIt({ html: false, breaks: true, linkify: false, typographer: false });
  md.use(mark).use(ins);
  md.validateLink = (url) => LINK_SCHEME.test(url);

  const renderToken: RendererRule = (tokens, idx, options, _env, self) =>
    self.renderToken(tokens, idx, options);

  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    token?.attrSet('target', '_blank');
    token?.attrSet('rel', 'noopener noreferrer');
    return renderToken(tokens, idx, options, env, self);
  };

  // `validateLink` cannot tell a link from an image, and a `mailto:` image makes no sense:
  // such an image is shown as its alt text.
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const alt = self.renderInlineAsText(token?.children ?? [], options, env);
    if (token === undefined || !IMAGE_SCHEME.test(String(token.attrGet('src') ?? ''))) {
      return md.utils.escapeHtml(alt);
    }
    token.attrSet('alt', alt);
    return renderToken(tokens, idx, options, env, self);
  };
  return md;
}

let renderer: Markdown | undefined;

/**
 * Renders one text field (a title, a description, notes) as safe inline HTML (DESIGN §3 rule 9):
 * `**bold**`, `*italic*`/`_italic_`, `~~strike~~`, `++underline++`, `==highlight==`, links and
 * images. No blocks (a `# ` stays text), a newline is `<br>`, raw HTML is shown as text, only
 * http(s) and mailto links and http(s) images survive, and links open in a new tab with
 * `rel="noopener noreferrer"`.
 *
 * @example renderMarkdown('**Hi** ==there==') // '<strong>Hi</strong> <mark>there</mark>'
 * @example renderMarkdown('[x](javascript:alert(1))') // '[x](javascript:alert(1))'
 */
export function renderMarkdown(text: string): string {
  renderer ??= createRenderer();
  return renderer.renderInline(typeof text === 'string' ? text : '');
}
