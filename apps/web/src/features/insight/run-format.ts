import { formatMinutes } from '@ordo/agenda';
import type { RunSummary } from '@ordo/contract';
import type { SupportedLanguage } from '../../i18n/languages.ts';

/** Within this much of the plan a sequence counts as on time (a few seconds are not an overrun). */
export const ON_TIME_MS = 30_000;

/**
 * `754_000` → `"12.6 min"`: minutes to one decimal, as the CSV export counts them; whole
 * minutes from an hour on (`"1 h 17 min"`), where a tenth of a minute is noise.
 */
export function formatDurationMs(ms: number, language: SupportedLanguage): string {
  const minutes = Math.abs(ms) >= 3_600_000 ? Math.round(ms / 60_000) : Math.round(ms / 6_000) / 10;
  return formatMinutes(minutes, language);
}

/** An overrun with its sign: `"+3 min"`, `"-1.5 min"`, `"0 min"`. */
export function formatOverrunMs(ms: number, language: SupportedLanguage): string {
  const text = formatDurationMs(ms, language);
  return ms > 0 && text !== formatDurationMs(0, language) ? `+${text}` : text;
}

export type OverrunTone = 'late' | 'early' | 'onTime';

export function overrunTone(ms: number): OverrunTone {
  if (ms > ON_TIME_MS) return 'late';
  if (ms < -ON_TIME_MS) return 'early';
  return 'onTime';
}

export const toneColor: Record<OverrunTone, string> = {
  late: 'red',
  early: 'teal',
  onTime: 'gray',
};

/**
 * Text colour of a tone: the darkest shade on light pages and a light one on dark pages, so the
 * figure keeps a 4.5:1 contrast in both (Mantine's `-text` shade is too light on white).
 */
export function toneText(tone: OverrunTone): string | undefined {
  const color = toneColor[tone];
  return tone === 'onTime'
    ? undefined
    : `light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-4))`;
}

/** When a run started, for the run picker: "Fri 1 May 2026, 14:05". */
export function formatRunDate(epochMs: number, language: SupportedLanguage): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(epochMs));
}

/**
 * What a run left out of its planned total, by reason, as the server set it apart
 * (`setAside`): skipped sequences, and optional ones that never ran. Counts only: the planned
 * minutes come with the run (`skippedPlannedMs`, `optionalNotRunPlannedMs`).
 */
export function setAsideCounts(run: RunSummary): { skipped: number; optionalNotRun: number } {
  const setAside = run.sequences.filter((sequence) => sequence.setAside);
  const skipped = setAside.filter((sequence) => sequence.skipped).length;
  return { skipped, optionalNotRun: setAside.length - skipped };
}

/**
 * Time added (or, negative, removed) live over the run, on the sequences of its plan: minutes
 * added to a sequence later skipped were never used.
 */
export function totalAddedMs(run: RunSummary): number {
  return run.sequences
    .filter((sequence) => !sequence.setAside)
    .reduce((total, sequence) => total + sequence.addedMs, 0);
}
