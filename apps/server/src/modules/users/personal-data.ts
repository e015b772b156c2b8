import type { Tx } from '../../db/client.ts';
import { commentsPersonalData } from '../comments/personal-data.ts';
import { liveRunsPersonalData } from '../live/personal-data.ts';
import { meetingsPersonalData } from '../meetings/personal-data.ts';
import { workspacesPersonalData } from '../workspaces/personal-data.ts';

/**
 * One area's part in a user's personal data: what "Download my data" includes from it, and
 * what deleting the account removes or hands over (SPEC §6). Both run inside the deletion or
 * export transaction: query through `tx` only.
 */
export type PersonalDataArea = {
  /** Key of this area's section in the export, e.g. `meetings`. */
  name: string;
  export(tx: Tx, userId: string): Promise<unknown>;
  /**
   * Runs before the user row is deleted. Rows that reference the user with `on delete
   * cascade` (sessions, sign-in methods, profile) need nothing here.
   */
  erase(tx: Tx, userId: string): Promise<void>;
};

/**
 * Every area that holds personal data beyond the account itself. An area that stores rows
 * owned by a user adds itself here, with its rules (SPEC §6):
 * - meetings: the user's personal meetings and their history are deleted; the export holds
 *   every meeting's text;
 * - comments: exported; the ones the user wrote are deleted (threads with their replies);
 * - live runs: exported with their logs; they go with their meetings;
 * - teamspaces: the teamspaces the user owns are deleted with their
 *   workshops; workshops the user had in someone else's teamspace pass to that teamspace's
 *   owner. That rule runs before the meetings one, so handed-over workshops are not deleted.
 */
export const personalDataAreas: PersonalDataArea[] = [
  // Before the meetings: comments on the user's own meetings go with them anyway.
  commentsPersonalData,
  liveRunsPersonalData,
  workspacesPersonalData,
  meetingsPersonalData,
];
