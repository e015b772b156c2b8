import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@ordo/contract';
import { meetingKeys, updateMeeting } from '../../../api/meetings.ts';
import type { MeetingSaver } from './meeting-saver.ts';

/** Discards waiting for the next task, by meeting: a remount right away (StrictMode) keeps it. */
const pending = new Map<string, ReturnType<typeof setTimeout>>();

function holdsNothing(meeting: Meeting): boolean {
  return (
    meeting.status === 'ACTIVE' &&
    meeting.content.trim() === '' &&
    meeting.fridge.length === 0 &&
    meeting.trash.length === 0
  );
}

/**
 * Leaving a meeting nobody typed into deletes it, so "New meeting" followed by "back" leaves no
 * "Untitled meeting · 0 min" behind (issue 16). The server removes such a meeting for good
 * rather than trashing it, and keeps anything that ever held text; a refusal (someone else
 * wrote meanwhile, a read-only viewer) just leaves the meeting as it is.
 */
export function useDiscardUntouched(saver: MeetingSaver): void {
  const client = useQueryClient();
  useEffect(() => {
    const { uuid, version: openedAt } = saver.getState().server;
    clearTimeout(pending.get(uuid));
    pending.delete(uuid);
    return () => {
      const { server, draft } = saver.getState();
      // Any write since it opened (a date, a visibility) means the meeting was used: keep it.
      if (saver.dirty || server.version !== openedAt) return;
      if (!holdsNothing(server) || draft.content.trim() !== '') return;
      pending.set(
        uuid,
        setTimeout(() => {
          pending.delete(uuid);
          // Still on this meeting (its print sheet, its cockpit): the user is not leaving it.
          if (window.location.pathname.startsWith(`/user/meeting/${uuid}`)) return;
          updateMeeting(uuid, { baseVersion: server.version, status: 'DELETED' })
            .then(() => client.invalidateQueries({ queryKey: meetingKeys.lists() }))
            .catch(() => undefined);
        }, 0),
      );
    };
  }, [saver, client]);
}
