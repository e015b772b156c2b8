import type { MeetingCheck } from '@ordo/contract';
import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { canRead, canSeeAsEditor, type Caller } from './policy.ts';
import { isPassValid } from './pass.ts';
import {
  accessOf,
  isGranted,
  isShared,
  type AccessDeps,
  type Credentials,
} from './visitor-access.ts';

/** Who is asking, as plain values: any transport (HTTP, socket) can build it. */
export type Visitor = {
  caller: Caller | null;
  credentials: Credentials;
  /** The client's address: wrong codes are counted per meeting and client. */
  client: string;
};

/** What a caller is to a meeting they may see. `pass` is set when a right code earned one. */
export type Visit = { role: 'editor' } | { role: 'visitor'; pass?: string };

/**
 * The one place that decides who may see a meeting and how (DESIGN §4, §9): editors see
 * everything; its teamspace's viewers see what visitors see, without a code; anyone else sees a Public meeting, or a Restricted one with a right code or a
 * valid pass; a Private or deleted meeting does not exist for them (404).
 */
export type MeetingAccess = {
  /** Throws MEETING_NOT_FOUND, PASSWORD_REQUIRED, INVALID_PASSWORD or RATE_LIMITED. */
  visit(row: MeetingRow | undefined, visitor: Visitor): Promise<Visit>;
  /** `/check`: answers, never throws but for RATE_LIMITED. */
  check(row: MeetingRow | undefined, visitor: Visitor): Promise<MeetingCheck>;
  /**
   * A live viewer: a Public meeting, or a Restricted one with a valid pass. Sockets carry
   * passes only, never the raw code, so nothing is counted here.
   */
  viewLive(row: MeetingRow | undefined, pass: string | undefined): void;
};

export function createMeetingAccess(deps: AccessDeps): MeetingAccess {
  return {
    async visit(row, visitor) {
      if (row && canSeeAsEditor(visitor.caller, row)) return { role: 'editor' };
      // A teamspace viewer reads the workshop whatever its visibility, as a visitor does.
      if (row?.status === 'ACTIVE' && canRead(visitor.caller, row)) return { role: 'visitor' };
      if (!isShared(row)) throw new AppError('MEETING_NOT_FOUND');
      const access = await accessOf(deps, row, visitor.credentials, visitor.client);
      if (access.kind === 'missing') throw new AppError('PASSWORD_REQUIRED');
      if (access.kind === 'wrong') throw new AppError('INVALID_PASSWORD');
      return access.kind === 'code' ? { role: 'visitor', pass: access.pass } : { role: 'visitor' };
    },

    async check(row, visitor) {
      // A teamspace's viewer reads the workshop on the participants' page (the meeting page
      // sends them there) whatever its visibility, as `visit` lets them: tell them it opens.
      // They found "not found" there. Editors are answered as anyone, so their own Private
      // meeting's link shows them what its participants get.
      if (
        row?.status === 'ACTIVE' &&
        canRead(visitor.caller, row) &&
        !canSeeAsEditor(visitor.caller, row)
      )
        return { exists: true, requiresCode: false, codeValid: true };
      if (!isShared(row)) return { exists: false, requiresCode: false, codeValid: false };
      const access = await accessOf(deps, row, visitor.credentials, visitor.client);
      return {
        exists: true,
        requiresCode: row.visibility === 'Restricted',
        codeValid: isGranted(access),
      };
    },

    viewLive(row, pass) {
      if (!isShared(row)) throw new AppError('MEETING_NOT_FOUND');
      if (row.visibility === 'Public') return;
      if (!pass || !row.accessCode) throw new AppError('PASSWORD_REQUIRED');
      const subject = { meetingId: row.id, passEpoch: row.passEpoch, accessCode: row.accessCode };
      if (!isPassValid(deps.passKey, pass, subject, deps.clock())) {
        throw new AppError('INVALID_PASSWORD');
      }
    },
  };
}
