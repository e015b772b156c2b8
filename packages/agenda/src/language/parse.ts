import type { Agenda, Diagnostic, ParseResult, Sequence } from '../types.ts';
import { LineScanner } from './line-scanner.ts';
import { readLine } from './lines.ts';
import type { ReadLine } from './lines.ts';
import { closeSequence, joinTrimmed, openSequence, readSequenceLine } from './sequence-draft.ts';
import type { SequenceDraft } from './sequence-draft.ts';

type HeaderDraft = { title: string; objective: string[]; notes: string[]; comments: string[] };

const BYTE_ORDER_MARK = 0xfeff;

/**
 * Reads one header line (DESIGN §3 rule 3): the first non-empty plain line is the title, `>`
 * lines the objective, `//` lines comments, everything else (`:` and `@` lines verbatim)
 * private notes.
 */
function readHeaderLine(header: HeaderDraft, raw: string, line: ReadLine): void {
  switch (line.kind) {
    case 'description':
      header.objective.push(line.value.trim());
      return;
    case 'comment':
      header.comments.push(line.value.trim());
      return;
    case 'text': {
      const trimmed = line.value.trim();
      if (header.title === '' && trimmed !== '') header.title = trimmed;
      else header.notes.push(line.value);
      return;
    }
    default:
      header.notes.push(raw);
  }
}

/**
 * Reads an agenda text. Never throws: every oddity becomes a diagnostic with its 1-based line,
 * sorted by line. Linear in the length of the text.
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
  const header: HeaderDraft = { title: '', objective: [], notes: [], comments: [] };
  const sequences: Sequence[] = [];
  let current: SequenceDraft | undefined;

  let index = -1;
  for (let raw = lines.next(); raw !== null; raw = lines.next()) {
    index++;
    const line = readLine(raw);
    if (line.kind === 'sequence' || line.kind === 'optional') {
      if (current !== undefined) sequences.push(closeSequence(current, diagnostics));
      current = openSequence(line, index + 1, diagnostics);
    } else if (current === undefined) {
      readHeaderLine(header, raw, line);
    } else {
      readSequenceLine(current, line, index + 1, diagnostics);
    }
  }
  if (current !== undefined) sequences.push(closeSequence(current, diagnostics));

  const agenda: Agenda = {
    title: header.title,
    objective: joinTrimmed(header.objective),
    notes: joinTrimmed(header.notes),
    comments: header.comments,
    sequences,
  };
  return { agenda, diagnostics };
}
