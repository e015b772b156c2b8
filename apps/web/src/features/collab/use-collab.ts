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
 * Joins the meeting's shared document for a signed-in person, once `start` is true. The code
 * (yjs, y-protocols, y-codemirror.next and socket.io's client, some 38 KB compressed) is fetched
 * then: the meeting page starts it once its text editor shows (or at once on a tab without
 * one), so participants' pages and the anonymous editor never load it and the editor does not
 * wait for it. Until the session is synced the editor edits the saver's draft, which the
 * session takes in when it binds (MeetingSaver.attachText): no keystroke is lost meanwhile.
 * Leaving the page leaves the document.
 */
export function useCollab(
  meetingId: string,
  saver: MeetingSaver,
  start = true,
): CollabHandle | null {
  const [handle, setHandle] = useState<CollabHandle | null>(null);
  useEffect(() => {
    if (!start) return;
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
  }, [meetingId, saver, start]);
  return handle;
}
