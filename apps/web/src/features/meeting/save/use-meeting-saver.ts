import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@ordo/contract';
import { meetingKeys, updateMeeting } from '../../../api/meetings.ts';
import { MeetingSaver } from './meeting-saver.ts';

/**
 * One saver per open meeting. It also saves when the tab is hidden or the connection returns,
 * and asks before the page is left with work the server has not confirmed.
 */
export function useMeetingSaver(initial: Meeting) {
  const client = useQueryClient();
  const [saver] = useState(
    () =>
      new MeetingSaver(
        initial,
        async (uuid, input) => {
          const saved = await updateMeeting(uuid, input);
          client.setQueryData(meetingKeys.detail(uuid), saved);
          void client.invalidateQueries({ queryKey: meetingKeys.lists() });
          void client.invalidateQueries({ queryKey: meetingKeys.history(uuid) });
          return saved;
        },
        // The print and share pages read the meeting from the query cache.
        (stored) => client.setQueryData(meetingKeys.detail(stored.uuid), stored),
      ),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState);

  useEffect(() => {
    const flush = () => saver.flush();
    const onHidden = () => document.visibilityState === 'hidden' && saver.flush();
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!saver.dirty) return;
      saver.flush();
      event.preventDefault();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [saver]);

  useEffect(() => () => saver.dispose(), [saver]);
  return { saver, state };
}
