import type * as Y from 'yjs';
import type { MeetingSaver } from '../meeting/save/meeting-saver.ts';
import { collabExtension, writeText } from './collab-binding.ts';
import { CollabSession } from './collab-session.ts';

export { collabExtension, CollabSession };

/**
 * Everything co-editing needs, loaded with the signed-in editor only (yjs, y-protocols and
 * y-codemirror.next stay out of every other page, see use-collab.ts): a session joined to the
 * meeting and wired to its saver. The saver mirrors the shared text once it is synced and writes
 * structured edits into it; `persisted` moves the version its other saves are based on.
 */
export function startCollab(meetingId: string, saver: MeetingSaver): CollabSession {
  const session = new CollabSession(meetingId, {
    persisted: (version, updatedAt, mineStored) => saver.persisted(version, updatedAt, mineStored),
  });
  // After the transaction, so y-codemirror.next has already put a remote change in the view
  // when the saver's new text renders the editor (which then finds nothing to apply).
  // (Yjs types `changed` by its abstract type, which the Y.Text's event typing does not fit.)
  const text = session.text as unknown as Parameters<Y.Transaction['changed']['has']>[0];
  session.doc.on('afterTransaction', (transaction) => {
    if (!transaction.changed.has(text) || !session.getSnapshot().synced) return;
    saver.textChanged(session.text.toString(), transaction.local);
  });
  const unsubscribe = session.subscribe(() => {
    if (!session.getSnapshot().synced) return;
    unsubscribe();
    saver.attachText({ write: (content) => writeText(session, content) }, session.text.toString());
  });
  session.connect();
  return session;
}
