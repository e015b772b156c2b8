import type { OnboardingStep } from '@ordo/agenda';

/**
 * The four screens of the tour. Leaving the second, third and fourth records SPEC §3's steps
 * start (8), cockpit (9) and share (10); the first is a welcome and records nothing.
 */
export const tourSteps: { key: string; records: OnboardingStep | null }[] = [
  { key: 'welcome', records: null },
  { key: 'start', records: '8' },
  { key: 'cockpit', records: '9' },
  { key: 'share', records: '10' },
];

/** Where a tour resumes: the first screen whose step is not stored yet (the welcome if none). */
export function resumeIndex(steps: readonly string[]): number {
  if (steps.length === 0) return 0;
  const index = tourSteps.findIndex((step) => step.records && !steps.includes(step.records));
  return index === -1 ? tourSteps.length - 1 : index;
}
