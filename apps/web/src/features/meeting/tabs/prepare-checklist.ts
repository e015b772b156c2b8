import type { Agenda, Diagnostic } from '@ordo/agenda';
import type { Meeting } from '@ordo/contract';

export type ChecklistItem = { key: string; done: boolean };

/** What is still missing before the event, in the order a facilitator would fix it. */
export function prepareChecklist(
  meeting: Meeting,
  agenda: Agenda,
  diagnostics: Diagnostic[],
): ChecklistItem[] {
  return [
    { key: 'title', done: agenda.title.trim() !== '' },
    { key: 'objective', done: agenda.objective.trim() !== '' },
    { key: 'sequences', done: agenda.sequences.length > 0 },
    {
      key: 'durations',
      done: agenda.sequences.length > 0 && !diagnostics.some((d) => d.code.endsWith('duration')),
    },
    { key: 'date', done: meeting.settings.date !== null },
    { key: 'startTime', done: meeting.settings.startTime !== null },
    { key: 'shared', done: meeting.settings.visibility !== 'Private' },
  ];
}
