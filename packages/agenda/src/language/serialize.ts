import type { Agenda, Room, Sequence } from '../types.ts';
import { formatDurationValue } from './durations.ts';
import { LINE_BREAK, escapeLine, needsEscape } from './lines.ts';

/** Single-line fields cannot hold a line break; a stray one from a form becomes a space. */
function oneLine(text: string): string {
  return text.split(LINE_BREAK).join(' ');
}

/** Lines of a multi-line field; an empty field has no lines at all (not one empty line). */
function linesOf(text: string): string[] {
  return text === '' ? [] : text.split(LINE_BREAK);
}

function quoted(prefix: string, text: string): string {
  return text === '' ? prefix : `${prefix} ${text}`;
}

function pushPublicLines(out: string[], text: string): void {
  for (const line of linesOf(text)) out.push(quoted('>', line.trim()));
}

function pushComments(out: string[], comments: readonly string[]): void {
  for (const comment of comments) out.push(quoted('//', oneLine(comment).trim()));
}

function pushNotes(out: string[], notes: string, prefixesColonAndAt: boolean): void {
  for (const line of linesOf(notes)) out.push(escapeLine(line, prefixesColonAndAt));
}

function pushNames(out: string[], names: readonly string[]): void {
  const kept = names.map((name) => oneLine(name).trim()).filter((name) => name);
  if (kept.length > 0) out.push(`@ ${kept.join(', ')}`);
}

/**
 * A room's canonical lines (DESIGN §9 "Rooms"): `## Name`, its `:` only when it differs from
 * the sequence's (so a room lasting the whole sequence follows it when the sequence changes),
 * hosts, public text, comments, notes, then its steps, each `### Title` and `: minutes`.
 */
function pushRoom(out: string[], room: Room, sequenceMinutes: number): void {
  out.push(quoted('##', oneLine(room.name).trim()));
  if (room.minutes !== sequenceMinutes) out.push(`: ${formatDurationValue(room.minutes)}`);
  pushNames(out, room.hosts);
  pushPublicLines(out, room.description);
  pushComments(out, room.comments);
  pushNotes(out, room.notes, true);
  for (const step of room.steps) {
    out.push(quoted('###', oneLine(step.title).trim()));
    out.push(`: ${formatDurationValue(step.minutes)}`);
  }
}

/**
 * The canonical lines of one sequence (DESIGN §3 rule 8), joined with `\n`, with no trailing
 * line break. Structured editors insert it as is. A speaker containing a comma reads back as
 * two speakers; a line break in a title, speaker or comment becomes a space.
 *
 * @example
 * serializeSequence({ title: 'Energizer', optional: true, durationMinutes: 5, speakers: [],
 *   description: '', notes: '', comments: [] })
 * // '/# Energizer\n: 5'
 */
export function serializeSequence(sequence: Sequence): string {
  const out: string[] = [];
  const title = oneLine(sequence.title).trim();
  out.push(quoted(sequence.optional ? '/#' : '#', title));
  out.push(`: ${formatDurationValue(sequence.durationMinutes)}`);
  pushNames(out, sequence.speakers);
  pushPublicLines(out, sequence.description);
  pushComments(out, sequence.comments);
  pushNotes(out, sequence.notes, true);
  for (const room of sequence.rooms ?? []) pushRoom(out, room, sequence.durationMinutes);
  return out.join('\n');
}

/**
 * The canonical text of an agenda (DESIGN §3 rule 8): title, `> ` objective lines, `// `
 * comments, notes, then each sequence after one blank line; `\n` line ends and a final newline.
 * Without a title the header starts with whatever it has, and an agenda with nothing at all is
 * the empty string. `parseAgenda(serializeAgenda(a)).agenda` equals `a` for every agenda that
 * parsing can produce.
 *
 * @example
 * serializeAgenda(parseAgenda('Retro\n#Check-in\n:10min').agenda)
 * // 'Retro\n\n# Check-in\n: 10\n'
 */
export function serializeAgenda(agenda: Agenda): string {
  const out: string[] = [];
  const title = oneLine(agenda.title).trim();
  // `:` and `@` are escaped in the title: unescaped, such a line would be a note, never the title.
  if (title !== '') out.push(needsEscape(title, true) ? `\\${title}` : title);
  pushPublicLines(out, agenda.objective);
  pushComments(out, agenda.comments);
  // Header `:` and `@` lines are notes already, so they are written as they are.
  pushNotes(out, agenda.notes, false);
  for (const sequence of agenda.sequences) {
    if (out.length > 0) out.push('');
    out.push(serializeSequence(sequence));
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
