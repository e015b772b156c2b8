import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDuplicateMeeting } from '../../../api/meetings.ts';
import { useUserData } from '../../../api/users.ts';
import { AgendaEditor } from '../../editor/agenda-editor.tsx';
import { useMeetingContext } from '../meeting-context.ts';

/** The agenda editor on the meeting's draft; every change goes through the saver. */
export function EditTab() {
  const { t } = useTranslation('meeting');
  const { meeting, saver, state } = useMeetingContext();
  const user = useUserData();
  const duplicate = useDuplicateMeeting();
  const navigate = useNavigate();
  const [editAnyway, setEditAnyway] = useState(false);
  const locked = meeting.lifecycle === 'done' && !editAnyway;

  return (
    <>
      {locked && (
        <Alert color="orange" title={t('doneWarning.title')} mb="sm">
          {t('doneWarning.body')}
          <Group mt="sm">
            <Button size="xs" color="orange" onClick={() => setEditAnyway(true)}>
              {t('doneWarning.editAnyway')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={duplicate.isPending}
              onClick={() =>
                duplicate.mutate(meeting.uuid, {
                  onSuccess: (copy) => void navigate(`/user/meeting/${copy.uuid}?tab=edit`),
                })
              }
            >
              {t('doneWarning.duplicate')}
            </Button>
          </Group>
        </Alert>
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
        readOnly={locked}
        isPro={user.data?.plan.name === 'pro'}
      />
    </>
  );
}
