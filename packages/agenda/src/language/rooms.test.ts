import { describe, expect, it } from 'vitest';
import { editSequence } from './edit.ts';
import { parseIncrementally } from './incremental.ts';
import { parseAgenda } from './parse.ts';
import { serializeAgenda, serializeSequence } from './serialize.ts';

const WORKSHOP = [
  'Workshop',
  '# Breakouts',
  ': 20',
  '> Three groups, then report back',
  'facilitator note',
  '## Room A',
  ': 15',
  '@ Ann, Bob',
  '> Discuss the budget',
  'host secret',
  '// hidden',
  '### Warm-up',
  ': 5',
  '### Work',
  ': 10',
  'after the steps, still the room',
  '## Room B',
  '@ Chloé',
  '# Report back',
  ': 10',
].join('\n');

function codes(text: string): [number, string][] {
  return parseAgenda(text).diagnostics.map(({ line, code }) => [line, code]);
}

describe('rooms (DESIGN §9)', () => {
  it('reads rooms, their hosts, public text, notes and steps inside a sequence', () => {
    const { agenda, diagnostics } = parseAgenda(WORKSHOP);
    expect(diagnostics).toStrictEqual([]);
    const [breakouts, report] = agenda.sequences;
    expect(breakouts?.description).toBe('Three groups, then report back');
    expect(breakouts?.notes).toBe('facilitator note');
    expect(breakouts?.rooms).toStrictEqual([
      {
        index: 0,
        name: 'Room A',
        minutes: 15,
        hosts: ['Ann', 'Bob'],
        description: 'Discuss the budget',
        notes: 'host secret\nafter the steps, still the room',
        comments: ['hidden'],
        steps: [
          { index: 0, title: 'Warm-up', minutes: 5 },
          { index: 1, title: 'Work', minutes: 10 },
        ],
      },
      {
        index: 1,
        name: 'Room B',
        minutes: 20,
        hosts: ['Chloé'],
        description: '',
        notes: '',
        comments: [],
        steps: [],
      },
    ]);
    expect(report).not.toHaveProperty('rooms');
  });

  it('writes rooms canonically and reads them back the same', () => {
    const { agenda } = parseAgenda(WORKSHOP);
    const written = serializeAgenda(agenda);
    expect(written).toBe(
      [
        'Workshop',
        '',
        '# Breakouts',
        ': 20',
        '> Three groups, then report back',
        'facilitator note',
        '## Room A',
        ': 15',
        '@ Ann, Bob',
        '> Discuss the budget',
        '// hidden',
        'host secret',
        'after the steps, still the room',
        '### Warm-up',
        ': 5',
        '### Work',
        ': 10',
        '## Room B',
        '@ Chloé',
        '',
        '# Report back',
        ': 10',
        '',
      ].join('\n'),
    );
    expect(parseAgenda(written).agenda).toStrictEqual(agenda);
  });

  it('escapes notes that would read as rooms or steps', () => {
    const sequence = parseAgenda('# A\n: 5\n## R\n\\## not a room\n\\### not a step').agenda
      .sequences[0];
    expect(sequence?.rooms?.[0]?.notes).toBe('## not a room\n### not a step');
    expect(serializeSequence(sequence!)).toBe('# A\n: 5\n## R\n\\## not a room\n\\### not a step');
  });

  it('reports rooms and steps that are misplaced, too long or incomplete, in line order', () => {
    expect(codes('T\n## Early\n### Step')).toStrictEqual([
      [2, 'room-outside-sequence'],
      [3, 'step-outside-room'],
    ]);
    expect(codes('# A\n: 10\n### Lonely\n## R\n: 12\n### S\n: 8\n### U\n### V\n: x')).toStrictEqual(
      [
        [3, 'step-outside-room'],
        [5, 'room-longer-than-sequence'],
        [8, 'missing-step-duration'],
        [10, 'invalid-duration'],
      ],
    );
    expect(codes('# A\n: 10\n## R\n: 6\n### S\n: 4\n### U\n: 3\n: 3')).toStrictEqual([
      [3, 'steps-longer-than-room'],
      [9, 'duplicate-duration'],
    ]);
    expect(codes('/# Maybe\n: 10\n##\n###\n: 1\n## Two')).toStrictEqual([
      [3, 'room-in-optional-sequence'],
      [3, 'empty-room-name'],
      [4, 'empty-step-title'],
    ]);
    // Missing-duration is on the title line, before what its rooms reported.
    expect(codes('# A\n## R\n: 5')).toStrictEqual([[1, 'missing-duration']]);
  });

  it('keeps a sequence without rooms exactly as before', () => {
    const { agenda } = parseAgenda('# A\n: 5\n@ x\n> d\nnote');
    expect(Object.keys(agenda.sequences[0] ?? {})).not.toContain('rooms');
  });

  it('reads rooms incrementally as a full parse does, header diagnostics included', () => {
    let parsed = parseIncrementally(WORKSHOP);
    for (const text of [
      WORKSHOP.replace(': 15', ': 25'),
      `## Early\n${WORKSHOP}`,
      WORKSHOP.replace('### Work', '## Room C'),
    ]) {
      parsed = parseIncrementally(text, parsed);
      const full = parseAgenda(text);
      expect(parsed.agenda).toStrictEqual(full.agenda);
      expect(parsed.diagnostics).toStrictEqual(full.diagnostics);
    }
  });

  it('moves and replaces a sequence with its rooms', () => {
    const text = `${WORKSHOP}\n`;
    const moved = editSequence(text, 0, { kind: 'move', to: 1 });
    expect(parseAgenda(moved).agenda.sequences[1]?.rooms).toStrictEqual(
      parseAgenda(text).agenda.sequences[0]?.rooms,
    );
    const breakouts = parseAgenda(text).agenda.sequences[0]!;
    const replaced = editSequence(text, 1, { kind: 'replace', sequence: breakouts });
    expect(parseAgenda(replaced).agenda.sequences[1]).toStrictEqual(breakouts);
  });
});
