import { useMemo } from 'react';
import { useUserData } from '../../../api/users.ts';
import { useRunAverages } from '../../../api/live.ts';
import { AgendaEditor, type MeetingDetails, type TrashEntry } from '../../editor/agenda-editor.tsx';
import { averagesByTitle } from '../../editor/timeline/usual-duration.ts';
import { useMeetingContext } from '../meeting-context.ts';
import { CollabBindingContext, type CollabBinding } from '../../collab/collab-editor-slot.ts';
import { useCollabHandle, useCollabSnapshot } from '../../collab/use-collab.ts';
import { CollabNotice } from '../../collab/collab-notice.tsx';
import { DoneMeetingWarning, useDoneMeetingGuard } from './done-meeting-guard.tsx';

/**
 * The agenda editor on the meeting's draft; every change goes through the saver. Once the shared
 * document is synced, the text editor is bound to it (co-editing); read-only for a viewer.
 */
export function EditTab() {
  const { meeting, saver, state } = useMeetingContext();
  const user = useUserData();
  const guard = useDoneMeetingGuard(meeting);
  const averages = useRunAverages();
  const usual = useMemo(() => averagesByTitle(averages.data?.items ?? []), [averages.data]);
  // Stable handlers and details: the editor's layout then skips the render of a keystroke.
  const handlers = useMemo(
    () => ({
      content: (content: string) => saver.edit({ content }),
      fridge: (fridge: string[]) => saver.edit({ fridge }),
      trash: (trash: TrashEntry[]) => saver.edit({ trash }),
      details: (details: MeetingDetails) => saver.changeSettings(details),
    }),
    [saver],
  );
  const collab = useCollabHandle();
  const shared = useCollabSnapshot(collab);
  const binding = useMemo<CollabBinding | null>(
    () =>
      collab && shared.synced
        ? {
            text: () => collab.session.text.toString(),
            extension: collab.collabExtension(collab.session),
          }
        : null,
    [collab, shared.synced],
  );
  // A viewer's seat, rights taken away, or removed: the text is read, not written.
  const refused = shared.status === 'closed' || (shared.synced && !shared.canEdit);
  const { date, startTime } = meeting.settings;
  const details = useMemo(() => ({ date, startTime }), [date, startTime]);

  return (
    <>
      {guard.locked && (
        <DoneMeetingWarning meeting={meeting} onEditAnyway={guard.editAnyway} tab="edit" />
      )}
      <CollabNotice snapshot={shared} />
      <CollabBindingContext.Provider value={binding}>
        <AgendaEditor
          value={state.draft.content}
          onChange={handlers.content}
          fridge={state.draft.fridge}
          onFridgeChange={handlers.fridge}
          trash={state.draft.trash}
          onTrashChange={handlers.trash}
          details={details}
          onDetailsChange={handlers.details}
          readOnly={guard.locked || refused}
          isPro={user.data?.plan.name === 'pro'}
          usualDurations={usual}
        />
      </CollabBindingContext.Provider>
    </>
  );
}
