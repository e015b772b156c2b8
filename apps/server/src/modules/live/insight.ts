import { deriveRun, instantOf, runStatistics, type RunLogEntry } from '@ordo/agenda';
import { RUN_CSV_COLUMNS, type RunAverage, type RunSummary } from '@ordo/contract';
import type { MeetingRow, MeetingRunRow } from '../../db/schema/index.ts';

/**
 * A finished run as Insight shows it, derived from its log (DESIGN §4: statistics come from the
 * log, never from a second record that could disagree). The start delay compares the first
 * `start` with the meeting's planned date and time in its zone; null when it has none.
 */
export function presentRunSummary(
  meeting: Pick<MeetingRow, 'date' | 'startTime' | 'timeZone'>,
  run: MeetingRunRow & { startedAt: number; finishedAt: number },
  log: RunLogEntry[],
): RunSummary {
  const state = deriveRun(log, run.agenda, run.finishedAt);
  const stats = runStatistics(state);
  const planned =
    meeting.date && meeting.startTime
      ? instantOf(meeting.date, meeting.startTime, meeting.timeZone)
      : null;
  return {
    runId: run.id,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    startDelayMs: planned === null ? null : run.startedAt - planned,
    totalPlannedMs: stats.totalPlannedMs,
    totalActualMs: stats.totalActualMs,
    sequences: stats.sequences.map((sequence) => ({
      index: sequence.index,
      title: sequence.title,
      plannedMs: sequence.plannedMs,
      actualMs: sequence.actualMs,
      overrunMs: sequence.overrunMs,
      skipped: sequence.skipped,
    })),
  };
}

const minutes = (ms: number) => (ms / 60_000).toFixed(2);

/**
 * A cell as spreadsheets read it safely: quoted when needed, and a leading `=`, `+`, `-`, `@`
 * (a formula to Excel or LibreOffice) neutralised with a quote, since titles are user text.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV of one run, columns as DESIGN §9 pins them, one line per sequence. */
export function runCsv(summary: RunSummary): string {
  const lines = [RUN_CSV_COLUMNS.join(',')];
  for (const sequence of summary.sequences) {
    lines.push(
      [
        String(sequence.index),
        cell(sequence.title),
        minutes(sequence.plannedMs),
        minutes(sequence.actualMs),
        minutes(sequence.overrunMs),
        String(sequence.skipped),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Titles match across meetings when they are the same words, whatever the case and spacing. */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The average actual time per sequence title over finished runs, skipped sequences left out:
 * what the editor shows beside a sequence that was run before ("usually 12 min").
 */
export function averagesByTitle(summaries: RunSummary[]): RunAverage[] {
  const totals = new Map<string, { title: string; sum: number; count: number }>();
  for (const summary of summaries) {
    for (const sequence of summary.sequences) {
      if (sequence.skipped || !sequence.title.trim()) continue;
      const key = titleKey(sequence.title);
      const entry = totals.get(key) ?? { title: sequence.title.trim(), sum: 0, count: 0 };
      entry.sum += sequence.actualMs;
      entry.count += 1;
      totals.set(key, entry);
    }
  }
  return [...totals.values()].map((entry) => ({
    title: entry.title,
    averageActualMs: Math.round(entry.sum / entry.count),
    runCount: entry.count,
  }));
}
