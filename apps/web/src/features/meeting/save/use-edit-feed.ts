import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  EDITS_NAMESPACE,
  meetingSavedEventSchema,
  type EditRevokedEvent,
  type MeetingSavedEvent,
} from '@ordo/contract';
import { authToken } from '../../../api/auth-token.ts';
import { fetchMeeting } from '../../../api/meetings.ts';
import type { MeetingSaver } from './meeting-saver.ts';

/**
 * Follows the `/edits` feed of the open meeting: when a teammate's save lands, the meeting is
 * read back and handed to the saver, which takes it or merges it with the work in progress.
 * Re-watches after every reconnection and catches up on what it missed meanwhile (so starting
 * late, once `start` is true, misses nothing); stops when the server says the caller's rights to
 * the meeting are gone. socket.io's client is fetched then, not with the editor's first load.
 */
export function useEditFeed(meetingId: string, saver: MeetingSaver, start = true) {
  useEffect(() => {
    const token = authToken.get();
    if (!token || !start) return;
    let stopped = false;
    let socket: Socket | null = null;
    const catchUp = (version: number) => {
      if (version <= saver.getState().server.version) return;
      fetchMeeting(meetingId).then(
        (current) => !stopped && saver.receive(current),
        // A failed read changes nothing: the next save meets the change as a 409 and merges.
        () => undefined,
      );
    };
    const follow = (feed: Socket) => {
      feed.on('connect', () => {
        feed.emit('watch', { meetingId }, (ack: { ok: boolean; version?: number }) => {
          if (ack.ok && typeof ack.version === 'number') catchUp(ack.version);
        });
      });
      feed.on('meeting:saved', (raw: unknown) => {
        const event = readSaved(raw);
        if (event?.meetingId === meetingId) catchUp(event.version);
      });
      // Rights taken away (DESIGN §9 "Live rights"): the watch is over, and watching again would
      // be refused; the next save says why in the editor.
      feed.on('revoked', (event: EditRevokedEvent | undefined) => {
        if (event?.meetingId !== null && event?.meetingId !== meetingId) return;
        stopped = true;
        feed.disconnect();
      });
    };
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      socket = io(EDITS_NAMESPACE, { auth: { token }, transports: ['websocket', 'polling'] });
      follow(socket);
    });
    return () => {
      stopped = true;
      socket?.disconnect();
    };
  }, [meetingId, saver, start]);
}

/**
 * An event from the server. Development and tests check each against the contract, so a drift
 * fails there; production trusts its own server and leaves zod out of the editor's first load.
 */
function readSaved(raw: unknown): MeetingSavedEvent | null {
  if (import.meta.env.DEV) {
    const parsed = meetingSavedEventSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  const event = raw as Partial<MeetingSavedEvent> | null;
  return typeof event?.meetingId === 'string' && typeof event.version === 'number'
    ? (event as MeetingSavedEvent)
    : null;
}
