import { acceptsMinutes, fitsGroup, type Library } from '../coach/library.ts';
import type { CoachRequest } from '../coach/types.ts';

/** The system prompt: the agenda rules and the library methods that fit this group. */
export function agendaSystemPrompt(library: Library, request: CoachRequest): string {
  const methods = library.methods
    .filter(
      (method) =>
        fitsGroup(method, request.participants) &&
        acceptsMinutes(method, Math.min(method.minutes[1], request.durationMinutes)),
    )
    .map(
      (method) =>
        `${method.id} (${method.phase}, ${method.minutes[0]}-${method.minutes[1]} min): ${method[request.language].name}`,
    )
    .join('\n');
  return [
    'You are a meeting facilitation coach. Draft a workshop agenda as JSON.',
    'Rules:',
    '- Phases in this order: opening, context, diverge, converge, decide, plan, close. The first sequence opens, the last closes.',
    `- The minutes of all sequences add up to exactly ${request.durationMinutes}.`,
    '- Over 90 minutes: never more than 90 minutes without a break (isBreak true, phase "break"). From 6 hours: a lunch break of at least 45 minutes.',
    '- Minutes above 10 are multiples of 5 (a 3-minute energizer is fine).',
    '- Title: your own short title, at most 60 characters; never the objective cut short.',
    '- Description: the question for the wall, in your own words, about one part of the objective; never paste the objective. Every part of the objective (joined by commas, "and", "then") gets a sequence that names it.',
    '- Speakers say who works: Facilitator, Everyone, Pairs, Small groups, Table hosts or a named role; never people\'s names, and not "Facilitator" everywhere.',
    '- Respect the group: newcomers start with introductions; a skill is practised (role-play, trios); no long stage formats for small or new groups.',
    '- The description is public; facilitatorNotes are private steps. No ids, codes or comments in any text; plurals written out, never "(s)".',
    '- Prefer these library methods and give their id as methodId (null otherwise):',
    methods,
    `Write every text in ${request.language === 'fr' ? 'French' : 'English'}.`,
  ].join('\n');
}

export function agendaUserPrompt(request: CoachRequest): string {
  return [
    `Objective: ${request.objective}`,
    request.title ? `Title: ${request.title}` : '',
    `Duration: ${request.durationMinutes} minutes`,
    `Participants: ${request.participants}`,
    request.audience ? `Audience: ${request.audience}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
