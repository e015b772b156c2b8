import fc from 'fast-check';
import { applyCommand, idleRun } from './apply-command.ts';
import type {
  RunAgenda,
  RunCommand,
  RunCore,
  RunLogEntry,
  RunRoomPlan,
  RunSequencePlan,
} from './types.ts';

// Fixtures and arbitraries shared by the live run's tests. Not exported from the package.

export const MINUTE = 60_000;
/** Where the logs of `logArbitrary` begin. */
const EPOCH = 1_700_000_000_000;

/** A run agenda sequence with defaults, so a case states only what it is about. */
export function plan(fields: Partial<RunSequencePlan> = {}): RunSequencePlan {
  return { title: '', optional: false, speakers: [], plannedMs: 10 * MINUTE, ...fields };
}

/** Applies commands in order, failing loudly on a refusal: fixtures must be valid runs. */
export function runOf(agenda: RunAgenda, log: RunLogEntry[]): RunCore {
  let core = idleRun(agenda);
  for (const { command, at } of log) {
    const result = applyCommand(core, command, at);
    if (!result.ok) throw new Error(`Fixture refused ${command.type}: ${result.refusal.message}`);
    core = result.core;
  }
  return core;
}

/** One more command on a fixture, failing loudly on a refusal. */
export function applied(core: RunCore, command: RunCommand, at: number): RunCore {
  const result = applyCommand(core, command, at);
  if (!result.ok) throw new Error(`Fixture refused ${command.type}: ${result.refusal.message}`);
  return result.core;
}

/** Freezes a value and everything in it, so a write anywhere throws (modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Planned times of whole minutes or of any millisecond count, 0 included. */
const plannedMs = fc.oneof(
  fc.integer({ min: 0, max: 90 }).map((minutes) => minutes * MINUTE),
  fc.integer({ min: 0, max: 2 * 60 * MINUTE }),
);

/** A room of 1 to 3 steps (DESIGN §9 "Rooms"; a room always has a step to be on). */
const roomPlanArbitrary: fc.Arbitrary<RunRoomPlan> = fc.record({
  name: fc.string({ maxLength: 6 }),
  hosts: fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }),
  plannedMs,
  steps: fc.array(fc.record({ title: fc.string({ maxLength: 6 }), plannedMs }), {
    minLength: 1,
    maxLength: 3,
  }),
});

/** A run agenda of 1 to 8 sequences, some optional, about one in three with 1 to 3 rooms. */
export const runAgendaArbitrary: fc.Arbitrary<RunAgenda> = fc
  .array(
    fc
      .record({
        title: fc.string({ maxLength: 6 }),
        optional: fc.boolean(),
        speakers: fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }),
        plannedMs,
        rooms: fc.option(fc.array(roomPlanArbitrary, { minLength: 1, maxLength: 3 }), {
          freq: 2,
          nil: undefined,
        }),
      })
      .map(({ rooms, ...sequence }): RunSequencePlan =>
        rooms === undefined ? sequence : { ...sequence, rooms },
      ),
    { minLength: 1, maxLength: 8 },
  )
  .map((sequences) => ({ sequences }));

/** Indices around the range of an 8-sequence agenda, out-of-range ones included. */
const index = fc.integer({ min: -1, max: 9 });
/** With `odd`, arguments no valid caller sends: fractions, NaN, infinities. */
const oddNumber = fc.constantFrom(Number.NaN, Infinity, -Infinity, 1.5, -0.5, 1e9);

/** Rooms around the range of a 3-room sequence; most commands are for the plenary. */
const roomIndex = fc.option(fc.integer({ min: -1, max: 3 }), { freq: 2, nil: undefined });

/** A command, for a room some of the times it may take one (DESIGN §9 "Rooms"). */
function maybeForRoom(command: fc.Arbitrary<RunCommand>): fc.Arbitrary<RunCommand> {
  return fc
    .tuple(command, roomIndex)
    .map(([c, room]): RunCommand => (room === undefined ? c : ({ ...c, room } as RunCommand)));
}

/** Any command; moves are weighted up so runs get somewhere. */
export function commandArbitrary(odd = false): fc.Arbitrary<RunCommand> {
  return fc.oneof(
    { weight: 12, arbitrary: plenaryOrRoomCommand(odd) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: -1, max: 61 })
        .map((minutes): RunCommand => ({ type: 'recall', minutes })),
    },
  );
}

function plenaryOrRoomCommand(odd: boolean): fc.Arbitrary<RunCommand> {
  const anIndex = odd ? fc.oneof(index, oddNumber) : index;
  const minutes = odd
    ? fc.oneof(fc.integer({ min: -70, max: 70 }), oddNumber)
    : fc.integer({ min: -70, max: 70 });
  const runId = fc.constantFrom('r1', 'r2', 'r3');
  return fc.oneof(
    { weight: 3, arbitrary: runId.map((id): RunCommand => ({ type: 'start', runId: id })) },
    { weight: 1, arbitrary: runId.map((id): RunCommand => ({ type: 'restart', runId: id })) },
    { weight: 5, arbitrary: maybeForRoom(fc.constant<RunCommand>({ type: 'next' })) },
    { weight: 2, arbitrary: maybeForRoom(fc.constant<RunCommand>({ type: 'previous' })) },
    {
      weight: 2,
      arbitrary: maybeForRoom(anIndex.map((i): RunCommand => ({ type: 'goTo', index: i }))),
    },
    { weight: 3, arbitrary: maybeForRoom(fc.constant<RunCommand>({ type: 'pause' })) },
    { weight: 3, arbitrary: maybeForRoom(fc.constant<RunCommand>({ type: 'resume' })) },
    {
      weight: 2,
      arbitrary: maybeForRoom(
        fc
          .record({ minutes, index: anIndex }, { requiredKeys: ['minutes'] })
          .map((args): RunCommand => ({ type: 'addTime', ...args })),
      ),
    },
    {
      weight: 1,
      arbitrary: (odd
        ? fc.oneof(fc.integer({ min: -10, max: 43_300 }), oddNumber)
        : fc.integer({ min: -10, max: 43_300 })
      ).map((seconds): RunCommand => ({ type: 'setTimeLeft', seconds })),
    },
    {
      weight: 1,
      // Around the times `logArbitrary` gives, so some ends are past and some too far.
      arbitrary: (odd
        ? fc.oneof(fc.integer({ min: EPOCH - MINUTE, max: EPOCH + 900 * MINUTE }), oddNumber)
        : fc.integer({ min: EPOCH - MINUTE, max: EPOCH + 900 * MINUTE })
      ).map((at): RunCommand => ({ type: 'endAt', at })),
    },
    {
      weight: 2,
      arbitrary: maybeForRoom(
        fc
          .record({ index: anIndex, skipped: fc.boolean() }, { requiredKeys: ['index'] })
          .map((args): RunCommand => ({ type: 'skip', ...args })),
      ),
    },
    { weight: 1, arbitrary: fc.constant<RunCommand>({ type: 'finish' }) },
    { weight: 1, arbitrary: fc.constant<RunCommand>({ type: 'end' }) },
    {
      weight: 1,
      arbitrary: maybeForRoom(
        fc
          .record({ text: fc.option(fc.string(), { nil: null }), flash: fc.boolean() })
          .map((args): RunCommand => ({ type: 'message', ...args })),
      ),
    },
    { weight: 1, arbitrary: fc.boolean().map((on): RunCommand => ({ type: 'blackout', on })) },
  );
}

/**
 * A log at increasing times (equal times allowed) from a fixed epoch. Most logs open with a
 * start, so that runs get somewhere; the others show what an idle run refuses.
 */
export function logArbitrary(commands = commandArbitrary()): fc.Arbitrary<RunLogEntry[]> {
  const start: RunCommand = { type: 'start', runId: 'r0' };
  return fc
    .tuple(
      fc.option(fc.constant(start), { freq: 5, nil: null }),
      fc.array(fc.tuple(commands, fc.integer({ min: 0, max: 15 * MINUTE })), {
        maxLength: 40,
        size: 'medium',
      }),
    )
    .map(([first, steps]) => {
      let at = EPOCH;
      const log: RunLogEntry[] = first === null ? [] : [{ command: first, at }];
      for (const [command, delta] of steps) log.push({ command, at: (at += delta) });
      return log;
    });
}
