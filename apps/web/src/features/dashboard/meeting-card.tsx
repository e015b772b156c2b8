import { ActionIcon, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalsReady } from '../../components/modals-ready.ts';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMinutes } from '@ordo/agenda';
import type { MeetingSummary } from '@ordo/contract';
import { useDuplicateMeeting, useUpdateMeeting } from '../../api/meetings.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatMeetingDate } from './format-date.ts';
import { LifecycleBadge } from './lifecycle-badge.tsx';
import { useFeatures } from '../../hooks/use-features.ts';
import { openMoveToTeam } from '../workspaces/move-to-team-modal.tsx';
import { RunLiveButton, runLiveAction } from '../../components/run-live-button.tsx';

/** One meeting in the dashboard: what it is at a glance, and what can be done with it. */
export function MeetingCard({ meeting }: { meeting: MeetingSummary }) {
  const { t } = useTranslation('dashboard');
  const update = useUpdateMeeting();
  const duplicate = useDuplicateMeeting();
  const language = currentLanguage();
  const features = useFeatures();
  const title = meeting.title || t('untitled');
  const live = runLiveAction(meeting.uuid, meeting.lifecycle);
  const change = (input: Parameters<typeof update.mutate>[0]['input'], done: string) =>
    update.mutate(
      { uuid: meeting.uuid, input },
      { onSuccess: () => notifications.show({ message: t(done, { title }) }) },
    );

  const confirmDelete = () =>
    void modalsReady().then(() =>
      modals.openConfirmModal({
        title: t('delete.title'),
        children: <Text size="sm">{t('delete.body', { title })}</Text>,
        labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => change({ baseVersion: meeting.version, status: 'DELETED' }, 'delete.done'),
      }),
    );

  return (
    <Card withBorder padding="md" data-testid="meeting-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <UnstyledButton
          component={Link}
          to={`/user/meeting/${meeting.uuid}`}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Stack gap={4}>
            <Text fw={600} truncate="end">
              {title}
            </Text>
            <Group gap="xs">
              <LifecycleBadge lifecycle={meeting.lifecycle} />
              <Text size="sm" c="dimmed">
                {meeting.settings.date
                  ? formatMeetingDate(meeting.settings.date, language)
                  : t('noDate')}
                {' · '}
                {formatMinutes(meeting.schedule.totalMinutes, language)}
                {' · '}
                {t('sequences', { count: meeting.sequenceCount })}
              </Text>
            </Group>
          </Stack>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          <RunLiveButton
            uuid={meeting.uuid}
            lifecycle={meeting.lifecycle}
            title={title}
            compact
            size="sm"
            testId="meeting-card-run-live"
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('actions.menu', { title })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={live.to} data-testid="meeting-card-menu-run-live">
                {t(`common:runLive.${live.kind}`)}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item component={Link} to={`/user/meeting/${meeting.uuid}?tab=edit`}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  duplicate.mutate(meeting.uuid, {
                    onSuccess: () =>
                      notifications.show({ message: t('duplicate.done', { title }) }),
                  })
                }
              >
                {t('actions.duplicate')}
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  change(
                    { baseVersion: meeting.version, archived: !meeting.archived },
                    meeting.archived ? 'archive.undone' : 'archive.done',
                  )
                }
              >
                {meeting.archived ? t('actions.unarchive') : t('actions.archive')}
              </Menu.Item>
              {features.workspaces && (
                <Menu.Item onClick={() => openMoveToTeam(meeting, title)}>
                  {t('workspaces:move.action')}
                </Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item color="red" onClick={confirmDelete}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}
