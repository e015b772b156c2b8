import {
  deriveRun,
  instantOf,
  runStatistics,
  sequenceStarts,
  zoneOffset,
  type RunLogEntry,
} from '@ordo/agenda';
import { RUN_CSV_COLUMNS, type RunAverage, type RunSummary } from '@ordo/contract';
import type { MeetingRow, MeetingRunRow } from '../../db/schema/index.ts';

/**
 * A finished run as Insight shows it, derived from its log (DESIGN §4: statistics come from the
 * log, never from a second record that could disagree). The start delay compares the first
 * `start` with the meeting's planned date and time in its zone; null when it has none. Each
 * sequence's `startedAt` is its first actual start (`sequenceStarts`): a sequence visited twice
 * keeps the first.
 */
export function presentRunSummary(
  meeting: Pick<MeetingRow, 'date' | 'startTime' | 'timeZone'>,
  run: MeetingRunRow & { startedAt: number; finishedAt: number },
  log: RunLogEntry[],
): RunSummary {
  const state = deriveRun(log, run.agenda, run.finishedAt);
  const stats = runStatistics(state);
  const starts = sequenceStarts(log, run.agenda);
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
    skippedPlannedMs: stats.skippedPlannedMs,
    optionalNotRunPlannedMs: stats.optionalNotRunPlannedMs,
    // A sequence's statistics as the agenda package derives them, with its first start.
    sequences: stats.sequences.map(({ rooms, ...sequence }) => ({
      ...sequence,
      startedAt: starts[sequence.index] ?? null,
      // DESIGN §9 "Rooms": each room and step, planned against actual.
      ...(rooms === undefined
        ? {}
        : {
            rooms: rooms.map((room) => ({
              index: room.index,
              name: room.name,
              plannedMs: room.plannedMs,
              actualMs: room.actualMs,
              steps: room.steps.map((step) => ({
                title: step.title,
                plannedMs: step.plannedMs,
                actualMs: step.actualMs,
              })),
            })),
          }),
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

/** Excel reads a file without it as the machine's legacy code page, and accents break. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The CSV of one run, columns as DESIGN §9 pins them (`RUN_CSV_COLUMNS`), one line per
 * sequence (its `room` empty) followed by one per step of each of its rooms (`room` the room's
 * name, `title` the step's; no added time or start of their own), CRLF line ends (RFC 4180), after a byte-order mark. `index` is 1-based as the UI
 * numbers sequences; numbers are never formula cells, only titles need the guard.
 */
export function runCsv(summary: RunSummary): string {
  const lines = [RUN_CSV_COLUMNS.join(',')];
  for (const sequence of summary.sequences) {
    lines.push(
      [
        String(sequence.index + 1),
        cell(sequence.title),
        minutes(sequence.plannedMs),
        minutes(sequence.actualMs),
        minutes(sequence.overrunMs),
        minutes(sequence.addedMs),
        String(sequence.optional),
        String(sequence.skipped),
        sequence.startedAt === null ? '' : new Date(sequence.startedAt).toISOString(),
        '',
      ].join(','),
    );
    for (const room of sequence.rooms ?? []) {
      for (const step of room.steps) {
        lines.push(
          [
            String(sequence.index + 1),
            cell(step.title),
            minutes(step.plannedMs),
            minutes(step.actualMs),
            minutes(step.actualMs - step.plannedMs),
            '',
            String(sequence.optional),
            String(sequence.skipped),
            '',
            cell(room.name),
          ].join(','),
        );
      }
    }
  }
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** Lower-case ASCII words joined by dashes: accents folded (é → e), anything else a dash. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/** `YYYY-MM-DD` of `instant` on the meeting's wall clock; UTC when the zone is unknown. */
function dayIn(instant: number, timeZone: string): string {
  let offset = 0;
  try {
    offset = zoneOffset(instant, timeZone);
  } catch {
    // A zone this runtime does not know (stored before validation): the UTC day is close.
  }
  return new Date(instant + offset).toISOString().slice(0, 10);
}

/**
 * The CSV's file name: a slug of the meeting's title and the run's day in the meeting's zone,
 * `team-retro-2026-11-27.csv`; ASCII only, so `Content-Disposition` needs no encoding.
 *
 * @example runCsvFileName('Rétro d’équipe', Date.UTC(2026, 10, 27, 9), 'Europe/Paris')
 * // 'retro-d-equipe-2026-11-27.csv'
 */
export function runCsvFileName(title: string, startedAt: number, timeZone: string): string {
  return `${slug(title) || 'ordo-run'}-${dayIn(startedAt, timeZone)}.csv`;
}

/** Titles match across meetings when they are the same words, whatever the case and spacing. */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The average actual time per sequence title over finished runs, counting only the runs in
 * which it ran: a skipped sequence, an optional one left out or one the run never reached has
 * no time to average (it would read "usually 0 min"). What the editor shows beside a sequence
 * that was run before ("usually 12 min"); rooms' steps count under their own titles.
 */
export function averagesByTitle(summaries: RunSummary[]): RunAverage[] {
  const totals = new Map<string, { title: string; sum: number; count: number }>();
  const add = (title: string, actualMs: number) => {
    if (actualMs <= 0 || !title.trim()) return;
    const key = titleKey(title);
    const entry = totals.get(key) ?? { title: title.trim(), sum: 0, count: 0 };
    entry.sum += actualMs;
    entry.count += 1;
    totals.set(key, entry);
  };
  for (const summary of summaries) {
    for (const sequence of summary.sequences) {
      if (sequence.skipped) continue;
      add(sequence.title, sequence.actualMs);
      // Rooms' steps teach the hints too (DESIGN §9 "Rooms"): "### Pitch" usually takes 6 min.
      for (const room of sequence.rooms ?? []) {
        for (const step of room.steps) add(step.title, step.actualMs);
      }
    }
  }
  return [...totals.values()].map((entry) => ({
    title: entry.title,
    averageActualMs: Math.round(entry.sum / entry.count),
    runCount: entry.count,
  }));
}
