import type { Diagnostic, DiagnosticCode } from '../types.ts';

/**
 * Fixed English messages: screens translate by `code`, and a message never quotes the user's
 * line, so a megabyte-long line cannot make a megabyte-long diagnostic.
 */
export const DIAGNOSTIC_MESSAGES: Readonly<Record<DiagnosticCode, string>> = {
  'missing-duration': 'This sequence has no duration line (such as ": 15"); it lasts 0 minutes.',
  'invalid-duration':
    'This duration cannot be read; write minutes such as ": 15", ": 1h30" or ": 90min".',
  'duplicate-duration': 'This sequence already has a duration line; the last valid one counts.',
  'empty-title': 'This sequence has no title.',
  'room-outside-sequence':
    'A room ("## Name") must be inside a sequence; before the first "#" line it is a private note.',
  'step-outside-room':
    'A step ("### Title") must be inside a room ("## Name"); here it is a private note.',
  'room-longer-than-sequence': 'This room is longer than its sequence; it cannot outlast it.',
  'steps-longer-than-room': "This room's steps add up to more than the room's minutes.",
  'room-in-optional-sequence':
    'This sequence is optional: if it is skipped, its rooms do not run at all.',
  'missing-step-duration': 'This step has no duration line (such as ": 5"); it lasts 0 minutes.',
  'empty-room-name': 'This room has no name.',
  'empty-step-title': 'This step has no title.',
};

/**
 * Builds a diagnostic with its standard message.
 *
 * @example diagnostic(3, 'empty-title') // { line: 3, code: 'empty-title', message: 'This sequence has no title.' }
 */
export function diagnostic(line: number, code: DiagnosticCode): Diagnostic {
  return { line, code, message: DIAGNOSTIC_MESSAGES[code] };
}
