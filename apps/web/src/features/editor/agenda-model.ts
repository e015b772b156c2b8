import { useMemo, useState } from 'react';
import {
  parseIncrementally,
  scheduleAgenda,
  type Agenda,
  type Diagnostic,
  type ParsedText,
  type Schedule,
  type SequenceRange,
} from '@ordo/agenda';

/** Everything the panels and the timeline read from one version of the text. */
export type AgendaModel = {
  agenda: Agenda;
  diagnostics: Diagnostic[];
  ranges: SequenceRange[];
  schedule: Schedule;
  /** Number of diagnostics inside each sequence, by index. */
  problems: number[];
};

type ModelState = { parsed: ParsedText; startTime: string | null; model: AgendaModel };

function sameTimes(a: Agenda, b: Agenda): boolean {
  if (a.sequences.length !== b.sequences.length) return false;
  return a.sequences.every((sequence, i) => {
    const other = b.sequences[i];
    return (
      other !== undefined &&
      sequence.durationMinutes === other.durationMinutes &&
      sequence.optional === other.optional
    );
  });
}

function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return (
    a.length === b.length &&
    a.every((diagnostic, i) => diagnostic.line === b[i]?.line && diagnostic.code === b[i]?.code)
  );
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Parses, cuts and schedules the text in one go. */
export function buildAgendaModel(text: string, startTime: string | null): AgendaModel {
  return nextAgendaModel(text, startTime).model;
}

/**
 * `buildAgendaModel`, given the state of the previous keystroke: only the sequences the edit
 * touched are read again, and every part that did not change keeps its identity (sequences,
 * schedule, diagnostics, problems), so memoised views skip their work and typing stays as
 * quick at a thousand sequences as at ten.
 */
export function nextAgendaModel(
  text: string,
  startTime: string | null,
  previous?: ModelState,
): ModelState {
  const parsed = parseIncrementally(text, previous?.parsed);
  const { agenda } = parsed;
  const old = previous?.startTime === startTime ? previous.model : undefined;
  const schedule =
    old && sameTimes(old.agenda, agenda)
      ? old.schedule
      : scheduleAgenda(agenda, { start: startTime });
  const problems = parsed.sequenceDiagnostics.map((list) => list.length);
  const model: AgendaModel = {
    agenda,
    diagnostics:
      old && sameDiagnostics(old.diagnostics, parsed.diagnostics)
        ? old.diagnostics
        : parsed.diagnostics,
    ranges: parsed.ranges,
    schedule,
    problems: old && sameNumbers(old.problems, problems) ? old.problems : problems,
  };
  return { parsed, startTime, model };
}

/** Remembers the last version, which only speeds up the next parse and never triggers a render. */
class ModelCache {
  private last: ModelState | undefined;

  read(text: string, startTime: string | null): AgendaModel {
    this.last = nextAgendaModel(text, startTime, this.last);
    return this.last.model;
  }
}

export function useAgendaModel(text: string, startTime: string | null): AgendaModel {
  const [cache] = useState(() => new ModelCache());
  return useMemo(() => cache.read(text, startTime), [cache, text, startTime]);
}
