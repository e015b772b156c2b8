import { useMemo } from 'react';
import { useUserData } from '../../../api/users.ts';
import { useRunAverages } from '../../../api/live.ts';
import { AgendaEditor } from '../../editor/agenda-editor.tsx';
import { averagesByTitle } from '../../editor/timeline/usual-duration.ts';
import { useMeetingContext } from '../meeting-context.ts';
import { DoneMeetingWarning, useDoneMeetingGuard } from './done-meeting-guard.tsx';

/** The agenda editor on the meeting's draft; every change goes through the saver. */
export function EditTab() {
  const { meeting, saver, state } = useMeetingContext();
  const user = useUserData();
  const guard = useDoneMeetingGuard(meeting);
  const averages = useRunAverages();
  const usual = useMemo(() => averagesByTitle(averages.data?.items ?? []), [averages.data]);

  return (
    <>
      {guard.locked && (
        <DoneMeetingWarning meeting={meeting} onEditAnyway={guard.editAnyway} tab="edit" />
      )}
      <AgendaEditor
        value={state.draft.content}
        onChange={(content) => saver.edit({ content })}
        fridge={state.draft.fridge}
        onFridgeChange={(fridge) => saver.edit({ fridge })}
        trash={state.draft.trash}
        onTrashChange={(trash) => saver.edit({ trash })}
        details={{ date: meeting.settings.date, startTime: meeting.settings.startTime }}
        onDetailsChange={(details) => saver.changeSettings(details)}
        readOnly={guard.locked}
        isPro={user.data?.plan.name === 'pro'}
        usualDurations={usual}
      />
    </>
  );
}
