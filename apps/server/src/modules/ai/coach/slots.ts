import { allocateMinutes, snapToGrid } from './allocate.ts';
import type { AudienceTraits } from './audience.ts';
import { fitsGroup, type Library } from './library.ts';
import { splitEvenly } from './segments.ts';
import type { IntentProfile, Phase } from './types.ts';

export type Slot = { phase: Phase; weight: number };

const phaseOrder: readonly Phase[] = [
  'opening',
  'context',
  'diverge',
  'converge',
  'decide',
  'plan',
  'close',
];

/** How many items a session of `work` minutes gets: about one per 20–30 minutes. */
export function itemCount(work: number, segments: number): number {
  const base =
    work < 10
      ? 2
      : work < 25
        ? 3
        : work <= 90
          ? Math.max(4, Math.round(work / 20) + 1)
          : work <= 420
            ? Math.round(work / 30) + 2
            : // Two days: somewhat longer blocks, so the library's methods go round.
              Math.round(work / 40) + 2;
  return Math.max(base, segments + 2);
}

/**
 * The phases of the session in order: an opening, the intent's middle phases (the most
 * important first when time is short, repeated by weight when it is long), a close.
 */
export function phaseSlots(profile: IntentProfile, count: number, traits: AudienceTraits): Slot[] {
  const weights = { ...profile.weights };
  if (traits.newTeam) weights.opening = (weights.opening ?? 6) * 1.6;
  if (traits.executives) weights.decide = Math.max(weights.decide ?? 0, 8) * 1.5;
  const middle = count - 2;
  const counts = new Map<Phase, number>();
  const available = profile.core.filter((phase) => (weights[phase] ?? 0) > 0);
  for (const phase of available.slice(0, Math.max(middle, 0))) counts.set(phase, 1);
  for (let extra = middle - counts.size; extra > 0; extra -= 1) {
    const next = [...counts.keys()]
      .filter((phase) => phase !== 'opening')
      .sort((a, b) => weights[b]! / counts.get(b)! - weights[a]! / counts.get(a)!)[0];
    if (!next) break;
    counts.set(next, counts.get(next)! + 1);
  }
  const slots: Slot[] = [{ phase: 'opening', weight: weights.opening ?? 6 }];
  for (const phase of phaseOrder) {
    const times = counts.get(phase) ?? 0;
    for (let index = 0; index < times; index += 1) {
      slots.push({ phase, weight: (weights[phase] ?? 1) / times });
    }
  }
  slots.push({ phase: 'close', weight: weights.close ?? 8 });
  return slots;
}

/** The minute range any method of `phase` can take for this group: [lo, hi]. */
export function phaseBounds(library: Library, phase: Phase, participants: number, online: boolean) {
  const methods = library.methods.filter(
    (method) =>
      method.phase === phase && fitsGroup(method, participants) && !(online && method.movement),
  );
  const lo = Math.min(...methods.map((method) => Math.ceil(0.7 * method.minutes[0])));
  const hi = Math.max(...methods.map((method) => method.minutes[1] + 5));
  return { lo: Number.isFinite(lo) ? lo : 1, hi: Number.isFinite(hi) ? hi : 240 };
}

export type TimedSlot = Slot & { minutes: number; segment: number };

/**
 * Lays `slots` over the working stretches (each keeps at least one item) and gives every
 * slot whole minutes so each stretch sums exactly to its length. A stretch its items cannot
 * fill within their ranges gets one more item of its longest middle phase.
 */
export function timeSlots(
  library: Library,
  slots: Slot[],
  segments: number[],
  participants: number,
  online: boolean,
): TimedSlot[] {
  const counts = splitEvenly(slots.length, segments.length);
  const timed: TimedSlot[] = [];
  let cursor = 0;
  segments.forEach((length, segment) => {
    const own = slots.slice(cursor, cursor + counts[segment]!);
    cursor += counts[segment]!;
    const bounds = () =>
      own.map((slot) => ({ ...slot, ...phaseBounds(library, slot.phase, participants, online) }));
    let shares = bounds();
    for (
      let guard = 0;
      guard < 6 && shares.reduce((sum, s) => sum + s.hi, 0) < length;
      guard += 1
    ) {
      const widest = shares
        .map((share, index) => ({ share, index }))
        .filter(({ share }) => share.phase !== 'opening' && share.phase !== 'close')
        .sort((a, b) => b.share.hi - a.share.hi)[0];
      if (!widest) break;
      own.splice(widest.index + 1, 0, { ...own[widest.index]! });
      shares = bounds();
    }
    const minutes = snapToGrid(allocateMinutes(length, shares), length, shares);
    own.forEach((slot, index) => timed.push({ ...slot, minutes: minutes[index]!, segment }));
  });
  return timed;
}
