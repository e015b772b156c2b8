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
};

/**
 * Builds a diagnostic with its standard message.
 *
 * @example diagnostic(3, 'empty-title') // { line: 3, code: 'empty-title', message: 'This sequence has no title.' }
 */
export function diagnostic(line: number, code: DiagnosticCode): Diagnostic {
  return { line, code, message: DIAGNOSTIC_MESSAGES[code] };
}
