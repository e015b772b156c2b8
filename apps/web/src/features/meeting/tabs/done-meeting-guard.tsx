import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@ordo/contract';
import { useRunList } from '../../../api/live.ts';
import { useDuplicateMeeting } from '../../../api/meetings.ts';

const DISMISSED = 'ordo.editDone.';

function wasDismissed(uuid: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED + uuid) === '1';
  } catch {
    return false;
  }
}

function dismiss(uuid: string): void {
  try {
    sessionStorage.setItem(DISMISSED + uuid, '1');
  } catch {
    // Storage refused: the choice lasts until the tab changes.
  }
}

/**
 * SPEC §4: editing a meeting that has run warns first. Its lifecycle says `done` once a run
 * finished, unless `archived` or `live` hide that (first match wins): then its runs tell.
 * "Edit anyway" holds for this meeting until the browser session ends.
 */
export function useDoneMeetingGuard(meeting: Meeting) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(meeting.uuid));
  const mayHideDone = meeting.lifecycle === 'archived' || meeting.lifecycle === 'live';
  const runs = useRunList(meeting.uuid, mayHideDone && !dismissed);
  const hasRun =
    meeting.lifecycle === 'done' || (mayHideDone && (runs.data?.pages[0]?.items.length ?? 0) > 0);
  return {
    locked: hasRun && !dismissed,
    editAnyway: () => {
      dismiss(meeting.uuid);
      setDismissed(true);
    },
  };
}

/** The warning and its two ways out: edit anyway, or duplicate and open the copy. */
type DoneMeetingWarningProps = {
  meeting: Meeting;
  onEditAnyway: () => void;
  /** The tab to open on the copy. */
  tab: 'edit' | 'sequences';
};

export function DoneMeetingWarning({ meeting, onEditAnyway, tab }: DoneMeetingWarningProps) {
  const { t } = useTranslation('meeting');
  const duplicate = useDuplicateMeeting();
  const navigate = useNavigate();
  return (
    <Alert color="orange" title={t('doneWarning.title')} mb="sm" data-testid="done-warning">
      <Text size="sm">{t('doneWarning.body')}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" color="orange.9" onClick={onEditAnyway} data-testid="done-edit-anyway">
          {t('doneWarning.editAnyway')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={duplicate.isPending}
          data-testid="done-duplicate"
          onClick={() =>
            duplicate.mutate(meeting.uuid, {
              onSuccess: (copy) => void navigate(`/user/meeting/${copy.uuid}?tab=${tab}`),
            })
          }
        >
          {t('doneWarning.duplicate')}
        </Button>
      </Group>
    </Alert>
  );
}
