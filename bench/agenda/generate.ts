/**
 * Realistic agenda text of about `lines` lines: a header, then sequences mixing every line
 * kind and duration form, so the benchmark measures the parser's real paths.
 */
const DURATIONS = ['10', '1h15', '7,5', '90 min', '1 hour 30 minutes', '2hrs 15mins', 'abc'];

export function generateAgenda(lines: number): string {
  const out = [
    'Quarterly planning',
    '> Agree on the three bets of the quarter',
    'Room 4, bring the roadmap',
    '// book the big room',
    '',
  ];
  for (let n = 0; out.length < lines; n++) {
    out.push(
      n % 5 === 4 ? `/# Optional break ${n}` : `# Sequence ${n}: **discuss** item ${n}`,
      `: ${DURATIONS[n % DURATIONS.length]}`,
      `@ Alice, Bob, Chloé ${n}`,
      `> Silent writing, then clustering of topic ${n}`,
      '>',
      `> Vote with ==three== dots, see [board](https://board.example/${n})`,
      `// ask participant ${n} to prepare`,
      `  Facilitator note ${n}: keep it short`,
      '\\# literal hash in the notes',
      '',
    );
  }
  return out.slice(0, lines).join('\n');
}
