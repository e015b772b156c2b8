/**
 * The inline markdown of DESIGN §3 rule 9, found in one line so the editor can show it in place:
 * the text between the marks styled, the marks themselves dimmed. It only styles: what is
 * rendered (timeline, print) always comes from `renderMarkdown`.
 */
export type MarkKind =
  'strong' | 'emphasis' | 'strike' | 'underline' | 'highlight' | 'link' | 'image';

/** `from`/`to` cover the whole mark; `contentFrom`/`contentTo` the styled text inside it. */
export type InlineMark = {
  kind: MarkKind;
  from: number;
  to: number;
  contentFrom: number;
  contentTo: number;
};

const patterns: {
  kind: MarkKind;
  regex: RegExp;
  open: number;
  close: (match: RegExpExecArray) => number;
}[] = [
  // Images before links: `![alt](url)` contains a link's shape.
  {
    kind: 'image',
    regex: /!\[([^\]\n]*)\]\([^)\s]+\)/g,
    open: 2,
    close: (m) => m[0].length - m[0].lastIndexOf(']'),
  },
  {
    kind: 'link',
    regex: /(?<!!)\[([^\]\n]+)\]\([^)\s]+\)/g,
    open: 1,
    close: (m) => m[0].length - m[0].lastIndexOf(']'),
  },
  { kind: 'strong', regex: /\*\*(\S(?:.*?\S)?)\*\*/g, open: 2, close: () => 2 },
  { kind: 'strike', regex: /~~(\S(?:.*?\S)?)~~/g, open: 2, close: () => 2 },
  { kind: 'underline', regex: /\+\+(\S(?:.*?\S)?)\+\+/g, open: 2, close: () => 2 },
  { kind: 'highlight', regex: /==(\S(?:.*?\S)?)==/g, open: 2, close: () => 2 },
  {
    kind: 'emphasis',
    regex: /(?<![*\w])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?!\*)/g,
    open: 1,
    close: () => 1,
  },
  { kind: 'emphasis', regex: /(?<![_\w])_(?=\S)(.+?)(?<=\S)_(?![_\w])/g, open: 1, close: () => 1 },
];

/**
 * Marks of one line, sorted by position. A mark inside a link's target is ignored so that
 * `https://x/a_b_c` never turns italic.
 *
 * @example inlineMarks('a **b**') // [{ kind: 'strong', from: 2, to: 7, contentFrom: 4, contentTo: 5 }]
 */
export function inlineMarks(text: string): InlineMark[] {
  const marks: InlineMark[] = [];
  const taken: [number, number][] = [];
  for (const { kind, regex, open, close } of patterns) {
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const from = match.index;
      const to = from + match[0].length;
      const insideTarget = taken.some(([start, end]) => from >= start && from < end);
      if (insideTarget) continue;
      marks.push({ kind, from, to, contentFrom: from + open, contentTo: to - close(match) });
      // Link and image targets are not text: nothing inside them can be a mark.
      if (kind === 'link' || kind === 'image') taken.push([to - close(match), to]);
    }
  }
  return marks.sort((a, b) => a.from - b.from || b.to - a.to);
}
