import { createContext, useContext, useEffect, useState } from 'react';
import type { CollabAwarenessState, CollabUser } from '@ordo/contract';
import type { CollabHandle } from './use-collab.ts';

/** Someone else in the meeting: who, and the sequence they are in (null in the header). */
export type Peer = { key: string; user: CollabUser; sequenceIndex: number | null };

const none: readonly Peer[] = [];

/** The others in the open meeting, for the header's avatars and the timeline's cards. */
export const PresenceContext = createContext<readonly Peer[]>([]);

export function usePeers(): readonly Peer[] {
  return useContext(PresenceContext);
}

/**
 * The others in the document's awareness, one entry per person (two tabs of one teammate show
 * once, where they typed last), without the person themself. Follows the awareness' `change`
 * events: a join, a leave, a move to another sequence; not every keystroke.
 */
export function usePresencePeers(handle: CollabHandle | null): readonly Peer[] {
  const [peers, setPeers] = useState<readonly Peer[]>(none);
  useEffect(() => {
    if (!handle) return;
    const { awareness, doc } = handle.session;
    const read = () => {
      const self = handle.session.getSnapshot().user?.id;
      const byUser = new Map<string, Peer>();
      awareness.getStates().forEach((raw, client) => {
        const state = raw as Partial<CollabAwarenessState>;
        if (client === doc.clientID || !state.user || state.user.id === self) return;
        byUser.set(state.user.id, {
          key: state.user.id,
          user: state.user,
          sequenceIndex: state.sequenceIndex ?? null,
        });
      });
      const next = [...byUser.values()].sort((a, b) => a.user.name.localeCompare(b.user.name));
      setPeers((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    read();
    awareness.on('change', read);
    const unsubscribe = handle.session.subscribe(read);
    return () => {
      awareness.off('change', read);
      unsubscribe();
    };
  }, [handle]);
  return handle ? peers : none;
}
