/**
 * Onboarding progress as SPEC §4 stores it: one string per user. Steps `8`, `9` and `10`
 * (start, cockpit, share) accumulate sorted and comma-joined (`"8,10"`); `DONE` and `SKIPPED`
 * end the tour and nothing is added after them; the empty event resets to `""`.
 */
export const onboardingSteps = ['8', '9', '10'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingEnds = ['DONE', 'SKIPPED'] as const;
export type OnboardingEnd = (typeof onboardingEnds)[number];

export const onboardingEvents = [...onboardingSteps, ...onboardingEnds, ''] as const;
export type OnboardingEvent = (typeof onboardingEvents)[number];

/** Thrown for an event outside {@link onboardingEvents} (SPEC §5: "raises an error"). */
export class UnknownOnboardingEventError extends Error {
  constructor(readonly event: string) {
    super(`Unknown onboarding event: ${JSON.stringify(event)}`);
    this.name = 'UnknownOnboardingEventError';
  }
}

/** What a stored onboarding string means. */
export type OnboardingState = {
  /** The stored string, normalised. */
  value: string;
  /** Steps reached, in ascending order. */
  steps: OnboardingStep[];
  /** `DONE` or `SKIPPED` once the tour ended that way, else null. */
  ended: OnboardingEnd | null;
  /** True when all three steps 8, 9 and 10 are present. */
  complete: boolean;
};

function isEnd(value: string): value is OnboardingEnd {
  return (onboardingEnds as readonly string[]).includes(value);
}

function isStep(value: string): value is OnboardingStep {
  return (onboardingSteps as readonly string[]).includes(value);
}

function stepsOf(stored: string): OnboardingStep[] {
  const found = new Set(
    stored
      .split(',')
      .map((part) => part.trim())
      .filter(isStep),
  );
  return onboardingSteps.filter((step) => found.has(step));
}

/**
 * Reads a stored onboarding string. Unknown parts of a damaged value are ignored rather than
 * thrown on: the value comes from our own database, and a user must never be locked out by it.
 *
 * @example readOnboarding('10,8') // { value: '8,10', steps: ['8', '10'], ended: null, complete: false }
 * @example readOnboarding('SKIPPED').ended // 'SKIPPED'
 */
export function readOnboarding(stored: string | null | undefined): OnboardingState {
  const text = (stored ?? '').trim();
  if (isEnd(text)) return { value: text, steps: [], ended: text, complete: false };
  const steps = stepsOf(text);
  return {
    value: steps.join(','),
    steps,
    ended: null,
    complete: steps.length === onboardingSteps.length,
  };
}

/**
 * The stored string after `event`. Throws {@link UnknownOnboardingEventError} for an unknown
 * event. After `DONE` or `SKIPPED` every event but the reset leaves the value as it is.
 *
 * @example applyOnboardingEvent('9', '8') // '8,9'
 * @example applyOnboardingEvent('8,9', 'DONE') // 'DONE'
 * @example applyOnboardingEvent('SKIPPED', '10') // 'SKIPPED'
 * @example applyOnboardingEvent('DONE', '') // ''
 */
export function applyOnboardingEvent(stored: string | null | undefined, event: string): string {
  if (!isOnboardingEvent(event)) throw new UnknownOnboardingEventError(event);
  if (event === '') return '';
  const current = readOnboarding(stored);
  if (current.ended) return current.value;
  if (isEnd(event)) return event;
  return readOnboarding(`${current.value},${event}`).value;
}

/**
 * True when steps 8, 9 and 10 are all present in the stored string.
 *
 * @example isOnboardingComplete('8,9,10') // true
 * @example isOnboardingComplete('DONE') // false
 */
export function isOnboardingComplete(stored: string | null | undefined): boolean {
  return readOnboarding(stored).complete;
}

/**
 * True for one of the six events SPEC §3 lists.
 *
 * @example isOnboardingEvent('9') // true
 * @example isOnboardingEvent('11') // false
 */
export function isOnboardingEvent(value: unknown): value is OnboardingEvent {
  return typeof value === 'string' && (onboardingEvents as readonly string[]).includes(value);
}
