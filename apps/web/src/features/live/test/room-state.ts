import type { RunStateBody } from '@ordo/contract';
import { NOW, runState } from './run-state.ts';

type Room = NonNullable<RunStateBody['rooms']>[number];
const minutes = (value: number) => value * 60_000;

const plan = [
  { title: 'Welcome', optional: false, speakers: [], plannedMs: minutes(10) },
  { title: 'Groups', optional: false, speakers: [], plannedMs: minutes(30) },
  { title: 'Wrap-up', optional: false, speakers: [], plannedMs: minutes(10) },
];

const roomPlans = [
  {
    name: 'Budget',
    hosts: ['Ann'],
    steps: [
      ['Read', 5],
      ['Decide', 20],
    ],
  },
  {
    name: 'Hiring',
    hosts: ['Bo'],
    steps: [
      ['Draft', 20],
      ['Review', 10],
    ],
  },
] as const;

function stepsOf(index: number) {
  return roomPlans[index]!.steps.map(([title, length], step) => ({
    index: step,
    title,
    plannedMs: minutes(length),
    addedMs: 0,
    actualMs: 0,
    skipped: false,
  }));
}

/** The rooms' results a state's "Groups" sequence carries (what Insight reads too). */
function results() {
  return roomPlans.map((room, index) => ({
    index,
    name: room.name,
    plannedMs: stepsOf(index).reduce((sum, step) => sum + step.plannedMs, 0),
    actualMs: 0,
    steps: stepsOf(index),
  }));
}

/**
 * A test run of "Welcome 10, Groups 30 (rooms Budget: Read 5 + Decide 20, host Ann; Hiring:
 * Draft 20 + Review 10, host Bo), Wrap-up 10", idle unless `patch` says otherwise.
 */
export function roomsRunState(patch: Partial<RunStateBody> = {}): RunStateBody {
  const base = runState({}, plan);
  return {
    ...base,
    sequences: base.sequences.map((s) => (s.index === 1 ? { ...s, rooms: results() } : s)),
    ...patch,
  };
}

/**
 * Running on "Groups" at {@link NOW}: each room on its step `steps[i]` with `leftMs[i]` left;
 * `patchRooms` patches a room (a message, a pause, done).
 */
export function inRooms(
  options: {
    steps?: [number, number];
    leftMs?: [number, number];
    patchRooms?: Partial<Room>[];
  } & Omit<Partial<RunStateBody>, 'rooms'> = {},
): RunStateBody {
  const { steps = [0, 0], leftMs = [minutes(4), minutes(15)], patchRooms = [], ...patch } = options;
  const live: Room[] = results().map((result, index) => {
    const stepIndex = steps[index]!;
    const step = result.steps[stepIndex]!;
    return {
      ...result,
      hosts: [...roomPlans[index]!.hosts],
      status: 'running',
      stepIndex,
      stepStartedAt: NOW - (step.plannedMs - leftMs[index]!),
      pausedAt: null,
      addedMs: 0,
      endsAt: null,
      message: null,
      ...patchRooms[index],
    };
  });
  return roomsRunState({
    runId: 'run-1',
    status: 'running',
    currentIndex: 1,
    startedAt: NOW - minutes(20),
    sequenceStartedAt: NOW - minutes(10),
    rooms: live,
    ...patch,
  });
}
