/** Agendas of a given number of lines, in Ordo's text format, for the HTTP benchmark. */

/** A workshop of `lines` lines: a title block, then sequences of eight lines each. */
export function agendaOfLines(lines: number, variant = 0): string {
  const out = [
    `Annual strategy workshop ${variant}`,
    '> Agree on the three bets for next year',
    '',
  ];
  for (let index = 1; out.length < lines; index += 1) {
    out.push(
      `${index % 7 === 0 ? '/# ' : '# '}Sequence ${index}: themes, options and decisions`,
      `: ${5 + (index % 6) * 5}`,
      `@ Speaker ${index % 5}, Co-host ${index % 3}`,
      `> What we settle in sequence ${index}, with **markdown** and a [link](https://example.com)`,
      `Bring the notes from team ${index}; compare with last year.`,
      `// private: watch the time, ask team ${index} first`,
      `Each group presents for two minutes, then questions.`,
      '',
    );
  }
  return out.slice(0, lines).join('\n');
}
