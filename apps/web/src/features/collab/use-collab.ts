import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { MeetingSaver } from '../meeting/save/meeting-saver.ts';
import type { collabExtension } from './collab-binding.ts';
import type { CollabSession, CollabSnapshot } from './collab-session.ts';

export type CollabHandle = { session: CollabSession; collabExtension: typeof collabExtension };

/** The open meeting's co-editing session, once its code has loaded (null before, and when off). */
export const CollabContext = createContext<CollabHandle | null>(null);

export function useCollabHandle(): CollabHandle | null {
  return useContext(CollabContext);
}

const idle: CollabSnapshot = {
  status: 'connecting',
  synced: false,
  canEdit: false,
  user: null,
  error: null,
};
const noop = () => () => undefined;

/** The session's status, synced flag and rights, rendering when they change. */
export function useCollabSnapshot(handle: CollabHandle | null): CollabSnapshot {
  return useSyncExternalStore(
    handle?.session.subscribe ?? noop,
    handle?.session.getSnapshot ?? (() => idle),
  );
}

/**
 * Joins the meeting's shared document for a signed-in person. The code (yjs and friends, some
 * 30 KB compressed) is fetched here, with the meeting page, so participants' pages and the
 * anonymous editor never load it. Leaving the page leaves the document.
 */
export function useCollab(meetingId: string, saver: MeetingSaver): CollabHandle | null {
  const [handle, setHandle] = useState<CollabHandle | null>(null);
  useEffect(() => {
    let session: CollabHandle['session'] | null = null;
    let gone = false;
    void import('./collab-runtime.ts').then((runtime) => {
      if (gone) return;
      session = runtime.startCollab(meetingId, saver);
      setHandle({ session, collabExtension: runtime.collabExtension });
    });
    return () => {
      gone = true;
      session?.destroy();
      setHandle(null);
    };
  }, [meetingId, saver]);
  return handle;
}
