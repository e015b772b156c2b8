import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import type { Lifecycle } from '@ordo/contract';

/** What is stored beside the text so lists and filters never parse it again. */
export type DerivedFields = {
  title: string;
  objective: string;
  sequenceCount: number;
  totalMinutes: number;
  requiredMinutes: number;
  optionalMinutes: number;
  scheduleEnd: string | null;
};

/** Parses the agenda once per write; the start time only decides the end clock time. */
export function deriveFields(content: string, startTime: string | null): DerivedFields {
  const { agenda } = parseAgenda(content);
  const schedule = scheduleAgenda(agenda, { start: startTime });
  return {
    title: agenda.title,
    objective: agenda.objective,
    sequenceCount: agenda.sequences.length,
    totalMinutes: schedule.totalMinutes,
    requiredMinutes: schedule.requiredMinutes,
    optionalMinutes: schedule.optionalMinutes,
    scheduleEnd: schedule.end ?? null,
  };
}

/**
 * The lifecycle shown in the dashboard, first match wins (DESIGN §4). `runStatus` is kept by
 * the live module in the same transaction as the run's log.
 */
export function lifecycleOf(meeting: {
  archived: boolean;
  visibility: string;
  date: string | null;
  runStatus?: 'live' | 'done' | null;
}): Lifecycle {
  if (meeting.archived) return 'archived';
  if (meeting.runStatus === 'live') return 'live';
  if (meeting.runStatus === 'done') return 'done';
  if (meeting.visibility === 'Public' || meeting.visibility === 'Restricted') return 'published';
  if (meeting.date) return 'planned';
  return 'draft';
}
