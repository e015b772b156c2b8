import { describe, expect, it } from 'vitest';
import { isAllowListedHtml, renderPublicMarkdown } from './markdown-allow-list.ts';
import { renderMarkdown } from './markdown.ts';
import { XSS_PAYLOADS } from './xss-corpus.ts';

describe('renderPublicMarkdown', () => {
  it('gives exactly what renderMarkdown gives for every supported mark', () => {
    const text =
      '**bold** *it* ~~s~~ ++u++ ==m== `c` [l](https://x.example) ![i](https://x.example/i.png)\nnext';
    expect(renderPublicMarkdown(text)).toBe(renderMarkdown(text));
    expect(renderPublicMarkdown(text)).toContain('<strong>bold</strong>');
  });

  it.each(XSS_PAYLOADS)('lets nothing active through for %j', (payload) => {
    const html = renderPublicMarkdown(`**Hi** ${payload}`);
    expect(isAllowListedHtml(html)).toBe(true);
    expect(html).not.toMatch(/<\s*(script|iframe|svg|style|object|embed)/i);
  });
});

describe('isAllowListedHtml', () => {
  it('accepts what inline markdown renders to', () => {
    expect(isAllowListedHtml(renderMarkdown('**a** [b](mailto:x@y.example) ==c==\nd'))).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<img src="data:image/png;base64,AAAA" alt="x">',
    '<div>block</div>',
    '<strong class="x">styled</strong>',
    '</strong id="x">',
    'a <b',
  ])('refuses %j', (html) => {
    expect(isAllowListedHtml(html)).toBe(false);
  });
});
