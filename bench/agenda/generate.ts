/**
 * Realistic agenda text of about `lines` lines: a header, then sequences mixing every line
 * kind and duration form, so the benchmark measures the parser's real paths.
 */
const DURATIONS = ['10', '1h15', '7,5', '90 min', '1 hour 30 minutes', '2hrs 15mins', 'abc'];

export function generateAgenda(lines: number, variant = 0): string {
  // Another variant is another text of the same shape and about the same length: the bench
  // never times one string twice (V8 caches the split of a string it has seen).
  const id = (n: number) => n + variant * 100_003;
  const out = [
    'Quarterly planning',
    '> Agree on the three bets of the quarter',
    'Room 4, bring the roadmap',
    '// book the big room',
    '',
  ];
  for (let n = 0; out.length < lines; n++) {
    out.push(
      n % 5 === 4 ? `/# Optional break ${id(n)}` : `# Sequence ${id(n)}: **discuss** item ${n}`,
      `: ${DURATIONS[n % DURATIONS.length]}`,
      `@ Alice, Bob, Chloé ${id(n)}`,
      `> Silent writing, then clustering of topic ${id(n)}`,
      '>',
      `> Vote with ==three== dots, see [board](https://board.example/${id(n)})`,
      `// ask participant ${id(n)} to prepare`,
      `  Facilitator note ${id(n)}: keep it short`,
      '\\# literal hash in the notes',
      '',
    );
  }
  return out.slice(0, lines).join('\n');
}

const SPEAKERS = ['Alice Martin', 'Bob Leroy', 'Chloé Dubois', 'Dmitri Ivanov', 'Eve Okafor'];

/**
 * A rich agenda as facilitators really write long ones: markdown everywhere, several speakers,
 * multi-line public descriptions, hidden comments and paragraphs of private notes in every
 * sequence (about 24 lines each). Issue 16 measured this shape at 6–8× the baseline while the
 * plain generator above reads at 2.8×.
 */
export function generateRichAgenda(lines: number, variant = 0): string {
  const id = (n: number) => n + variant * 100_003;
  const out = [
    'Strategy offsite — **day one**',
    '> Agree on the ==three bets== of the year and who owns each',
    '> Leave with a one-page plan everyone can explain',
    '// keep the room until 19:00',
    'Budget approved by finance; bring the printed roadmap.',
    '',
  ];
  for (let n = 0; out.length < lines; n++) {
    const speakers = [0, 1, 2].map((k) => SPEAKERS[(n + k) % SPEAKERS.length]).join(', ');
    out.push(
      n % 6 === 5
        ? `/# Optional deep dive ${id(n)}`
        : `# Block ${id(n)}: **market** review, _part_ ${n}`,
      `: ${DURATIONS[n % (DURATIONS.length - 1)]}`,
      `@ ${speakers}`,
      `@ Guest speaker ${id(n)}`,
      `> Each team presents its **top three** signals in ${(n % 7) + 3} minutes,`,
      '> then the room votes with ==dots== on what to explore further.',
      `> Templates: [board](https://board.example/${id(n)}) and ![grid](https://img.example/${n}.png)`,
      '>',
      '> ~~No slides~~, ++one page++ per team.',
      `// ask ${SPEAKERS[n % SPEAKERS.length]} to time-keep`,
      '// check the projector before this block',
      'Facilitator notes:',
      `  - Open with the question "What surprised you most in quarter ${(n % 4) + 1}?"`,
      '  - Keep presenters to their time; show the 1-minute card.',
      '  - If the discussion stalls, ask each table for one risk and one opportunity.',
      '',
      '  Materials: sticky notes (3 colours), markers, dot stickers (5 per person).',
      `  Room layout: ${(n % 3) + 3} tables of 6, screen at the front.`,
      '\\# not a title: a literal hash in the notes',
      'Capture decisions on the wall chart; photograph it before the break.',
      'Follow-up: send the photos to the owners within 24 hours.',
      '',
    );
  }
  return out.slice(0, lines).join('\n');
}
