import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseAgenda } from '@ordo/agenda';
import { clearLocalDraft, readLocalDraft } from '../editor/local-draft.ts';
import { useNewMeeting } from './use-new-meeting.ts';

/**
 * An agenda written in the anonymous editor before signing in: offered for import once, then
 * removed from the browser whichever way the user decides.
 */
export function ImportDraftBanner() {
  const { t } = useTranslation('dashboard');
  const [draft, setDraft] = useState(() => {
    const found = readLocalDraft();
    return found && found.content.trim() ? found : null;
  });
  const newMeeting = useNewMeeting();
  if (!draft) return null;
  const title = parseAgenda(draft.content).agenda.title || t('untitled');

  const importDraft = async () => {
    await newMeeting.start({
      content: draft.content,
      settings: { date: draft.details.date, startTime: draft.details.startTime },
    });
    clearLocalDraft();
  };
  const dismiss = () => {
    clearLocalDraft();
    setDraft(null);
  };

  return (
    <Alert color="blue" title={t('import.title')} mb="md">
      <Text size="sm" mb="sm">
        {t('import.body', { title })}
      </Text>
      <Group>
        <Button size="xs" loading={newMeeting.pending} onClick={() => void importDraft()}>
          {t('import.confirm')}
        </Button>
        <Button size="xs" variant="subtle" onClick={dismiss}>
          {t('import.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
