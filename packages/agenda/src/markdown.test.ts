import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

const LINK = 'target="_blank" rel="noopener noreferrer"';

// DESIGN §3 rule 9: every supported mark and the exact HTML it gives.
const marks: [string, string][] = [
  ['**bold**', '<strong>bold</strong>'],
  ['*italic* and _italic_', '<em>italic</em> and <em>italic</em>'],
  ['~~strike~~', '<s>strike</s>'],
  ['++underline++', '<ins>underline</ins>'],
  ['==highlight==', '<mark>highlight</mark>'],
  ['**==both==**', '<strong><mark>both</mark></strong>'],
  [
    '[Ordo](https://ordo.example/a?b=1&c=2)',
    `<a href="https://ordo.example/a?b=1&amp;c=2" ${LINK}>Ordo</a>`,
  ],
  ['[plain](http://ordo.example)', `<a href="http://ordo.example" ${LINK}>plain</a>`],
  ['[Mail](mailto:team@ordo.example)', `<a href="mailto:team@ordo.example" ${LINK}>Mail</a>`],
  ['[Loud](HTTPS://ORDO.EXAMPLE)', `<a href="HTTPS://ORDO.EXAMPLE" ${LINK}>Loud</a>`],
  ['<https://ordo.example>', `<a href="https://ordo.example" ${LINK}>https://ordo.example</a>`],
  ['![Board](https://ordo.example/b.png)', '<img src="https://ordo.example/b.png" alt="Board">'],
  [
    '![Board *big*](https://ordo.example/b.png "T")',
    '<img src="https://ordo.example/b.png" alt="Board big" title="T">',
  ],
  ['line 1\nline 2', 'line 1<br>\nline 2'],
  ['line 1\r\nline 2', 'line 1<br>\nline 2'],
];

// Things that must stay text: blocks, raw HTML, links with other schemes.
const plain: [string, string][] = [
  ['# not a heading', '# not a heading'],
  ['- not a list', '- not a list'],
  ['1. not a list', '1. not a list'],
  ['> not a quote', '&gt; not a quote'],
  ['<b>raw</b>', '&lt;b&gt;raw&lt;/b&gt;'],
  ['a & b', 'a &amp; b'],
  ['[relative](/path)', '[relative](/path)'],
  ['[anchor](#top)', '[anchor](#top)'],
  ['[ftp](ftp://ordo.example)', '[ftp](ftp://ordo.example)'],
  ['[js](javascript:alert(1))', '[js](javascript:alert(1))'],
  ['![mail](mailto:a@ordo.example)', 'mail'],
  ['![alt <b>](data:image/png;base64,AAAA)', '![alt &lt;b&gt;](data:image/png;base64,AAAA)'],
  ['www.ordo.example', 'www.ordo.example'],
  ['', ''],
];

describe('renderMarkdown', () => {
  it.each(marks)('renders %j', (text, html) => {
    expect(renderMarkdown(text)).toBe(html);
  });

  it.each(plain)('keeps %j as text', (text, html) => {
    expect(renderMarkdown(text)).toBe(html);
  });
});
