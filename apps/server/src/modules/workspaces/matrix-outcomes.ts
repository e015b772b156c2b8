import type { Role } from './testing.ts';

/**
 * How the authorization tests write what each role gets: `status` or `status CODE`, and for
 * some reads a detail after a colon, so a whole row of the matrix reads as one object.
 */
/** What each role gets: `status` or `status CODE`, and for some reads a detail after a colon. */
export type Expected = Record<Role, string>;

export const strangers = (code: string): Pick<Expected, 'invited' | 'stranger'> => ({
  invited: `404 ${code}`,
  stranger: `404 ${code}`,
});

/** The same answer for the four editors (owner, admin, editor, guest). */
export function forEditors(
  outcome: string,
): Pick<Expected, 'owner' | 'admin' | 'editor' | 'guest'> {
  return { owner: outcome, admin: outcome, editor: outcome, guest: outcome };
}

/** Owner and admins may; editors, viewers and guests see the team but may not. */
export function managers(ok: string): Omit<Expected, 'invited' | 'stranger' | 'anonymous'> {
  return {
    owner: ok,
    admin: ok,
    editor: '403 FORBIDDEN',
    viewer: '403 FORBIDDEN',
    guest: '403 FORBIDDEN',
  };
}

export function outcomeOf(result: { status: number; body: unknown }, detail?: string): string {
  const code = (result.body as { code?: string } | null)?.code;
  if (result.status >= 400) return `${result.status} ${code ?? ''}`.trim();
  return detail === undefined ? String(result.status) : `${result.status}:${detail}`;
}
