import {
  meetingCheckSchema,
  publicMeetingSchema,
  type MeetingCheck,
  type PublicMeeting,
} from '@ordo/contract';
import { api } from '../../api/client.ts';

export type Credentials = { code?: string; pass?: string | null };

const path = (id: string) => `/v3/meetings/${encodeURIComponent(id)}`;

/**
 * `/check` first: it answers 200 whatever the meeting, so an expected "not found" or "wrong
 * code" never shows as a failed request; the meeting is fetched only once it will open.
 */
export function checkMeeting(
  id: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<MeetingCheck> {
  return api(
    `${path(id)}/check`,
    { query: { code: credentials.code }, headers: passHeader(credentials.pass), signal },
    // Answers are checked against the contract in development and tests only: production
    // trusts its own server, and participants' pages carry no zod.
    import.meta.env.DEV ? meetingCheckSchema : undefined,
  );
}

/**
 * The public projection; with a right code it carries a new pass. Always `view=public`: an
 * editor opening the public page (or the Share tab's preview) must get what participants get,
 * not the whole meeting.
 */
export function fetchPublicMeeting(
  id: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<PublicMeeting> {
  return api(
    path(id),
    {
      query: { code: credentials.code, view: 'public' },
      headers: passHeader(credentials.pass),
      signal,
    },
    import.meta.env.DEV ? publicMeetingSchema : undefined,
  );
}

// The pass travels in a header rather than the address, so it stays out of any URL.
function passHeader(pass: string | null | undefined): Record<string, string> | undefined {
  return pass ? { 'x-meeting-pass': pass } : undefined;
}

export const publicMeetingKeys = {
  preview: (uuid: string, version: number) => ['public-meeting', 'preview', uuid, version] as const,
};
