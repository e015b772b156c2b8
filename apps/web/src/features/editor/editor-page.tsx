import { memo, useDeferredValue, useMemo } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatures } from '../../hooks/use-features.ts';
import { IcsDownloadButton } from '../calendar/ics-download-button.tsx';
import { AgendaEditor } from './agenda-editor.tsx';
import type { LocalDraft } from './local-draft.ts';
import { useLocalDraft } from './use-local-draft.ts';

/**
 * "Save to my account": creating an account comes first (a visitor with a draft rarely has
 * one yet), and the dashboard imports the draft on arrival without asking again.
 */
export const SAVE_TO_ACCOUNT_URL = `/user/login?mode=signup&next=${encodeURIComponent(
  '/user/meetings?import=local',
)}`;

type PageHeaderProps = {
  stored: boolean;
  saveFailed: boolean;
  flush: () => void;
  calendar: boolean;
  details: LocalDraft['details'];
  agendaText: string;
};

/** The title, the storage status and the page's actions (print, calendar, save to account). */
const PageHeader = memo(function PageHeader({
  stored,
  saveFailed,
  flush,
  calendar,
  details,
  agendaText,
}: PageHeaderProps) {
  const { t } = useTranslation('editor');
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      <Group gap="xs">
        <Text size="xs" role="status" data-testid="draft-status">
          {!stored ? t('page.notStored') : saveFailed ? t('page.storageRefused') : t('page.stored')}
        </Text>
        <Button
          component={Link}
          to="/meeting/printMeeting"
          variant="default"
          size="xs"
          onClick={flush}
        >
          {t('page.print')}
        </Button>
        {/* An undated, empty draft has nothing to put in a calendar yet. */}
        {calendar && (details.date || agendaText.trim()) && (
          <IcsDownloadButton
            date={details.date}
            startTime={details.startTime}
            agendaText={agendaText}
          />
        )}
        <Button component={Link} to={SAVE_TO_ACCOUNT_URL} size="xs" onClick={flush}>
          {t('page.saveToAccount')}
        </Button>
      </Group>
    </Group>
  );
});

/**
 * `/meeting/editor`: the editor without an account (SPEC §1). The draft lives in this browser
 * (`localEditor` flag) until it is printed or saved to an account.
 */
export function EditorPage() {
  const { t } = useTranslation('editor');
  const features = useFeatures();
  const { draft, update, flush, saveFailed } = useLocalDraft(features.localEditor);
  // The calendar button reads the text only when pressed: it follows in a deferred render, so
  // a keystroke does not render the page's header.
  const agendaText = useDeferredValue(draft.content);
  // Stable handlers let the editor's memoised parts skip renders that change nothing for them.
  const handlers = useMemo(
    () => ({
      content: (content: string) => update({ content }),
      fridge: (fridge: string[]) => update({ fridge }),
      trash: (trash: LocalDraft['trash']) => update({ trash }),
      details: (details: LocalDraft['details']) => update({ details }),
    }),
    [update],
  );

  return (
    <Container fluid py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xs">
        <PageHeader
          stored={features.localEditor}
          saveFailed={saveFailed}
          flush={flush}
          calendar={features.addToCalendarButton}
          details={draft.details}
          agendaText={agendaText}
        />
        {!features.localEditor && (
          <Alert color="yellow" variant="light">
            {t('page.notStoredHint')}
          </Alert>
        )}
        <AgendaEditor
          value={draft.content}
          onChange={handlers.content}
          fridge={draft.fridge}
          onFridgeChange={handlers.fridge}
          trash={draft.trash}
          onTrashChange={handlers.trash}
          details={draft.details}
          onDetailsChange={handlers.details}
        />
      </Stack>
    </Container>
  );
}
