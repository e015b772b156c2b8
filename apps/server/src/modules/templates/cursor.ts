import { AppError } from '../../http/app-error.ts';

/**
 * The gallery's cursor is an offset into one merged, ordered list (your templates, then the
 * library). Both parts are small and ordered stably, so an offset is enough; it is wrapped so
 * clients treat it as opaque.
 */
export function encodeOffset(offset: number): string {
  return Buffer.from(`o${offset}`).toString('base64url');
}

export function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid', {
      issues: [{ path: 'cursor', message: 'is not a cursor this list returned' }],
    });
  }
  return Number(match[1]);
}
