import type { Agenda, Diagnostic, ParseResult, Sequence } from '../types.ts';
import { diagnostic } from './diagnostics.ts';
import { LineScanner } from './line-scanner.ts';
import { PREFIX_LENGTH, indentEnd, kindAt } from './lines.ts';
import {
  closeSequence,
  joinTrimmed,
  openSequence,
  plainText,
  readSequenceLine,
} from './sequence-draft.ts';
import type { LineRange, SequenceDraft } from './sequence-draft.ts';
import { addPiece, addRange, emptyRuns, joinedRuns } from './text-runs.ts';
import type { TextRuns } from './text-runs.ts';
import { trimmedSlice } from './trim.ts';

type HeaderDraft = { title: string; objective: string[]; notes: TextRuns; comments: string[] };

const BYTE_ORDER_MARK = 0xfeff;

/**
 * Reads one header line (DESIGN §3 rule 3): the first non-empty plain line is the title, `>`
 * lines the objective, `//` lines comments, everything else (`:`, `@`, `##` and `###` lines
 * verbatim) private notes.
 */
function readHeaderLine(header: HeaderDraft, line: LineRange): void {
  const { text, content, end } = line;
  switch (line.kind) {
    case 'description':
      header.objective.push(trimmedSlice(text, content, end));
      return;
    case 'comment':
      header.comments.push(trimmedSlice(text, content, end));
      return;
    case 'text': {
      const trimmed = header.title === '' ? trimmedSlice(text, line.start, end) : '';
      if (trimmed !== '') header.title = trimmed;
      else addRange(header.notes, line.start, end);
      return;
    }
    case 'escaped': {
      const plain = plainText(line);
      const trimmed = header.title === '' ? plain.trim() : '';
      if (trimmed !== '') header.title = trimmed;
      else addPiece(header.notes, plain);
      return;
    }
    default:
      addRange(header.notes, line.start, end);
  }
}

/**
 * Reads an agenda text. Never throws: every oddity becomes a diagnostic with its 1-based line,
 * sorted by line. Linear in the length of the text: lines are index ranges, and only what the
 * agenda keeps is ever cut out of the text.
 *
 * @example
 * parseAgenda('Retro\n\n# Check-in\n: 10\n@ Alice').agenda.sequences[0]
 * // { title: 'Check-in', optional: false, durationMinutes: 10, speakers: ['Alice'],
 * //   description: '', notes: '', comments: [] }
 */
export function parseAgenda(text: string): ParseResult {
  const source = typeof text === 'string' ? text : '';
  const body = source.charCodeAt(0) === BYTE_ORDER_MARK ? source.slice(1) : source;
  const lines = new LineScanner(body);
  const diagnostics: Diagnostic[] = [];
  const header: HeaderDraft = { title: '', objective: [], notes: emptyRuns(body), comments: [] };
  const sequences: Sequence[] = [];
  let current: SequenceDraft | undefined;
  const line: LineRange = {
    text: body,
    number: 0,
    start: 0,
    at: 0,
    content: 0,
    end: 0,
    kind: 'text',
  };

  while (lines.advance()) {
    // One mutable range for all lines: the hot loop allocates only what the agenda keeps.
    line.number++;
    line.start = lines.start;
    line.end = lines.end;
    line.at = indentEnd(body, line.start, line.end);
    line.kind = kindAt(body, line.at, line.end);
    line.content = line.at + PREFIX_LENGTH[line.kind];
    if (line.kind === 'sequence' || line.kind === 'optional') {
      if (current !== undefined) sequences.push(closeSequence(current, diagnostics));
      current = openSequence(line, diagnostics);
    } else if (current === undefined) {
      // Rooms and steps live in sequences; in the header they stay verbatim as private notes.
      if (line.kind === 'room') diagnostics.push(diagnostic(line.number, 'room-outside-sequence'));
      if (line.kind === 'step') diagnostics.push(diagnostic(line.number, 'step-outside-room'));
      readHeaderLine(header, line);
    } else {
      readSequenceLine(current, line, diagnostics);
    }
  }
  if (current !== undefined) sequences.push(closeSequence(current, diagnostics));

  const agenda: Agenda = {
    title: header.title,
    objective: joinTrimmed(header.objective),
    notes: joinedRuns(header.notes),
    comments: header.comments,
    sequences,
  };
  return { agenda, diagnostics };
}
