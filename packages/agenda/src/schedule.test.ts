import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgenda } from './language/parse.ts';
import { agendaArbitrary } from './testing/arbitraries.ts';
import { agenda, sequence } from './testing/builders.ts';
import type { Schedule } from './types.ts';
import { scheduleAgenda } from './schedule.ts';

const THREE = agenda({
  sequences: [
    sequence({ title: 'A', durationMinutes: 10 }),
    sequence({ title: 'B', durationMinutes: 7.5, optional: true }),
    sequence({ title: 'C', durationMinutes: 45 }),
  ],
});

const cases: { rule: string; start: string | undefined; expected: Schedule }[] = [
  {
    rule: 'without a start: offsets only, no clock times, no end',
    start: undefined,
    expected: {
      items: [
        { index: 0, startMinute: 0, endMinute: 10 },
        { index: 1, startMinute: 10, endMinute: 17.5 },
        { index: 2, startMinute: 17.5, endMinute: 62.5 },
      ],
      totalMinutes: 62.5,
      requiredMinutes: 55,
      optionalMinutes: 7.5,
    },
  },
  {
    rule: 'with H:MM: clock times rounded half up',
    start: ' 9:00 ',
    expected: {
      items: [
        { index: 0, startMinute: 0, endMinute: 10, start: '09:00', end: '09:10' },
        { index: 1, startMinute: 10, endMinute: 17.5, start: '09:10', end: '09:18' },
        { index: 2, startMinute: 17.5, endMinute: 62.5, start: '09:18', end: '10:03' },
      ],
      totalMinutes: 62.5,
      requiredMinutes: 55,
      optionalMinutes: 7.5,
      end: '10:03',
    },
  },
  {
    rule: 'wrapping past midnight',
    start: '23:30',
    expected: {
      items: [
        { index: 0, startMinute: 0, endMinute: 10, start: '23:30', end: '23:40' },
        { index: 1, startMinute: 10, endMinute: 17.5, start: '23:40', end: '23:48' },
        { index: 2, startMinute: 17.5, endMinute: 62.5, start: '23:48', end: '00:33' },
      ],
      totalMinutes: 62.5,
      requiredMinutes: 55,
      optionalMinutes: 7.5,
      end: '00:33',
    },
  },
];

describe('scheduleAgenda', () => {
  it.each(cases)('$rule', ({ start, expected }) => {
    expect(scheduleAgenda(THREE, start === undefined ? {} : { start })).toStrictEqual(expected);
  });

  it('an empty agenda with a start ends at its start', () => {
    expect(scheduleAgenda(agenda(), { start: '7:05' })).toStrictEqual({
      items: [],
      totalMinutes: 0,
      requiredMinutes: 0,
      optionalMinutes: 0,
      end: '07:05',
    });
  });

  it.each(['24:00', '9:60', '9h00', '09:5', '', 'noon', '-1:00', '１:00', '9:00:00'])(
    'ignores the start %j',
    (start) => {
      expect(scheduleAgenda(THREE, { start })).toStrictEqual(cases[0]?.expected);
    },
  );

  it('sums two-decimal durations without drift', () => {
    const tenths = agenda({
      sequences: [0.1, 0.2, 0.7].map((m) => sequence({ durationMinutes: m })),
    });
    expect(scheduleAgenda(tenths).totalMinutes).toBe(1);
    expect(scheduleAgenda(tenths).items[2]?.startMinute).toBe(0.3);
  });

  it('counts a broken duration as 0', () => {
    const broken = agenda({
      sequences: [Number.NaN, -5, Number.POSITIVE_INFINITY].map((m) =>
        sequence({ durationMinutes: m }),
      ),
    });
    expect(scheduleAgenda(broken).totalMinutes).toBe(0);
  });

  it('rounds 0.5 minute up at the clock', () => {
    const text = '# A\n: 0.5\n# B\n: 0.49';
    const schedule = scheduleAgenda(parseAgenda(text).agenda, { start: '10:00' });
    expect(schedule.items.map((item) => [item.start, item.end])).toStrictEqual([
      ['10:00', '10:01'],
      ['10:01', '10:01'],
    ]);
  });

  it('items are contiguous and sum to the totals', () => {
    const startTime = fc.oneof(
      fc.constant(undefined),
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(agendaArbitrary, startTime, (input, start) => {
        const schedule = scheduleAgenda(input, start === undefined ? {} : { start });
        const cents = (minutes: number) => Math.round(minutes * 100);
        let offset = 0;
        let required = 0;
        schedule.items.forEach((item, i) => {
          const duration = input.sequences[i]?.durationMinutes ?? Number.NaN;
          expect(item.index).toBe(i);
          expect(cents(item.startMinute)).toBe(offset);
          expect(cents(item.endMinute) - cents(item.startMinute)).toBe(cents(duration));
          const next = schedule.items[i + 1];
          if (next)
            expect([next.startMinute, next.start]).toStrictEqual([item.endMinute, item.end]);
          offset += cents(duration);
          if (!input.sequences[i]?.optional) required += cents(duration);
        });
        expect(schedule.items.length).toBe(input.sequences.length);
        expect(cents(schedule.totalMinutes)).toBe(offset);
        expect(cents(schedule.requiredMinutes)).toBe(required);
        expect(cents(schedule.requiredMinutes) + cents(schedule.optionalMinutes)).toBe(offset);
        expect(schedule.end).toBe(
          start === undefined
            ? undefined
            : (schedule.items.at(-1)?.end ?? `${start.padStart(5, '0')}`),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('a meeting without a start time', () => {
  it.each([null, undefined])(
    'takes its startTime as it is (%s): no clock times, same lengths',
    (start) => {
      const parsed = parseAgenda('# A\n: 10\n/# B\n: 5').agenda;
      const schedule = scheduleAgenda(parsed, { start });
      expect(schedule.end).toBeUndefined();
      expect(schedule.items.map((item) => item.start)).toEqual([undefined, undefined]);
      expect(schedule.totalMinutes).toBe(15);
    },
  );
});
