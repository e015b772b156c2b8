import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeetingSummary } from '@ordo/contract';
import { useConfig } from '../../api/config.ts';
import { useMeetingList, useUpdateMeeting } from '../../api/meetings.ts';
import { EmptyState } from '../../design/empty-state.tsx';

const DAY_MS = 86_400_000;

/** Days before a deleted meeting is purged for good. */
export function daysLeft(deletedAt: string, retentionDays: number, now = Date.now()): number {
  return Math.max(0, retentionDays - Math.floor((now - new Date(deletedAt).getTime()) / DAY_MS));
}

/** Deleted meetings, restorable for 90 days; `onShowMeetings` leads back to the active ones. */
export function TrashList({ onShowMeetings }: { onShowMeetings: () => void }) {
  const { t } = useTranslation('dashboard');
  const query = useMeetingList({ status: 'DELETED', sort: 'updated' });
  const restore = useUpdateMeeting();
  // The server's purge rule, announced in /api/config (DESIGN §4: every dialog says 90).
  const retentionDays = useConfig().data?.limits.trashRetentionDays ?? 90;
  const meetings: MeetingSummary[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      {/* An empty trash says the same in its own words. */}
      {meetings.length > 0 && (
        <Alert color="gray" title={t('trash.noticeTitle')}>
          {t('trash.notice', { days: retentionDays })}
        </Alert>
      )}
      {query.isPending && <Skeleton h={64} />}
      {!query.isPending && meetings.length === 0 && (
        <EmptyState
          icon={IconTrash}
          title={t('trash.empty')}
          action={
            <Button variant="default" onClick={onShowMeetings}>
              {t('trash.backToMeetings')}
            </Button>
          }
          bordered
          data-testid="trash-empty"
        >
          {t('trash.emptyBody', { days: retentionDays })}
        </EmptyState>
      )}
      {meetings.map((meeting) => (
        <Card key={meeting.uuid} withBorder data-testid="trash-card">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{meeting.title || t('untitled')}</Text>
              <Text size="sm" c="dimmed">
                {t('trash.daysLeft', {
                  count: daysLeft(meeting.deletedAt ?? meeting.updatedAt, retentionDays),
                })}
              </Text>
            </Stack>
            <Button
              variant="light"
              loading={restore.isPending && restore.variables?.uuid === meeting.uuid}
              onClick={() =>
                restore.mutate(
                  { uuid: meeting.uuid, input: { baseVersion: meeting.version, status: 'ACTIVE' } },
                  {
                    onSuccess: () =>
                      notifications.show({
                        message: t('trash.restored', { title: meeting.title || t('untitled') }),
                      }),
                  },
                )
              }
            >
              {t('trash.restore')}
            </Button>
          </Group>
        </Card>
      ))}
      {query.hasNextPage && (
        <Button variant="default" onClick={() => void query.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
