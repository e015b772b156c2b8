import { useContext, useMemo } from 'react';
import { MeetingContext } from '../meeting/meeting-context.ts';
import { useCommentThreads } from './comments-api.ts';

const none: ReadonlyMap<number, number> = new Map();

/**
 * Open threads by the index of the sequence they are on now, for the timeline's cards. Empty
 * outside a saved meeting (the anonymous editor has no comments).
 */
export function useOpenThreadCounts(): ReadonlyMap<number, number> {
  const uuid = useContext(MeetingContext)?.meeting.uuid;
  const threads = useCommentThreads(uuid);
  return useMemo(() => {
    if (!threads.data) return none;
    const counts = new Map<number, number>();
    for (const thread of threads.data.items) {
      if (thread.resolvedAt !== null || thread.sequenceIndex === null) continue;
      counts.set(thread.sequenceIndex, (counts.get(thread.sequenceIndex) ?? 0) + 1);
    }
    return counts;
  }, [threads.data]);
}
