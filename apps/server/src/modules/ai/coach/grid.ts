import type { CoachRequest } from './types.ts';

/** The evaluation grid shared by the grid test and `npm run bench:ai`. */
export const gridObjectives: { objective: string; language: 'en' | 'fr'; audience?: string }[] = [
  {
    objective: 'Sprint retrospective: understand why we missed the release and improve',
    language: 'en',
  },
  { objective: 'Generate new product ideas for our mobile banking app', language: 'en' },
  {
    objective: 'Decide which three projects we fund next quarter',
    language: 'en',
    audience: 'executives',
  },
  { objective: 'Plan the roadmap and milestones for the website redesign', language: 'en' },
  {
    objective: 'Kick off the data platform project with the new team',
    language: 'en',
    audience: 'new team',
  },
  { objective: 'Shape our five-year strategy and vision', language: 'en' },
  {
    objective: 'Solve the recurring delivery delays with our suppliers',
    language: 'en',
    audience: 'online',
  },
  { objective: 'Build trust and cohesion in the support team', language: 'en' },
  { objective: 'Former les managers au feedback et partager les bonnes pratiques', language: 'fr' },
  {
    objective: 'Identifier les risques du déménagement et préparer un plan de secours',
    language: 'fr',
  },
  {
    objective: 'Rétrospective du trimestre : ce qui a marché et ce que nous changeons',
    language: 'fr',
    audience: 'en ligne',
  },
];
export const gridDurations = [15, 30, 45, 60, 90, 100, 120, 180, 240, 360, 420, 480];
export const gridGroups = [2, 5, 8, 15, 30, 60, 200];

export function gridRequests(seed = 7): CoachRequest[] {
  return gridObjectives.flatMap((entry) =>
    gridDurations.flatMap((durationMinutes) =>
      gridGroups.map((participants) => ({ ...entry, durationMinutes, participants, seed })),
    ),
  );
}
