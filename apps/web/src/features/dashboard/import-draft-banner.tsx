import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseAgenda } from '@ordo/agenda';
import { clearLocalDraft, readLocalDraft } from '../editor/local-draft.ts';
import { useNewMeeting } from './use-new-meeting.ts';

/**
 * An agenda written in the anonymous editor before signing in: offered for import once, then
 * removed from the browser whichever way the user decides. Arriving from "Save to my account"
 * (`?import=local`) the user already decided: it is imported at once, without asking.
 */
export function ImportDraftBanner() {
  const { t } = useTranslation('dashboard');
  const [draft, setDraft] = useState(() => {
    const found = readLocalDraft();
    return found && found.content.trim() ? found : null;
  });
  const newMeeting = useNewMeeting();
  const [search] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const requested = search.get('import') === 'local';
  const started = useRef(false);
  const title = draft ? parseAgenda(draft.content).agenda.title || t('untitled') : '';

  const importDraft = async () => {
    if (!draft) return;
    try {
      await newMeeting.start({
        content: draft.content,
        settings: { date: draft.details.date, startTime: draft.details.startTime },
      });
      clearLocalDraft();
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => {
    if (!requested || started.current || !draft) return;
    started.current = true;
    void importDraft();
  });

  if (!draft) return null;
  if (requested && !failed) {
    return (
      <Alert color="blue" mb="md" role="status" data-testid="draft-importing">
        {t('import.saving', { title })}
      </Alert>
    );
  }
  const dismiss = () => {
    clearLocalDraft();
    setDraft(null);
  };

  return (
    <Alert color={failed ? 'red' : 'blue'} title={t('import.title')} mb="md">
      <Text size="sm" mb="sm">
        {failed ? t('import.failed', { title }) : t('import.body', { title })}
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
