import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '@ordo/contract';
import { useMeetingList } from '../../api/meetings.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { MeetingCard } from '../dashboard/meeting-card.tsx';
import { useNewMeeting } from '../dashboard/use-new-meeting.ts';

/** The team's workshops (a guest: their one workshop), and a new one for those who may. */
export function TeamWorkshops({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  const list = useMeetingList({ workspace_uuid: team.uuid, sort: 'updated' });
  const newMeeting = useNewMeeting();
  const canAdd = team.mayAddWorkshops;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm">
      {canAdd && (
        <Group justify="flex-end">
          <Button
            loading={newMeeting.pending}
            onClick={() => void newMeeting.start({ workspace_uuid: team.uuid })}
          >
            {t('team.newWorkshop')}
          </Button>
        </Group>
      )}
      {list.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((index) => (
            <Skeleton key={index} h={76} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : items.length === 0 ? (
        <Stack align="center" ta="center" py="lg">
          <Text fw={600}>{t('team.noWorkshops')}</Text>
          {canAdd && <Text c="dimmed">{t('team.noWorkshopsHint')}</Text>}
        </Stack>
      ) : (
        <>
          {items.map((meeting) => (
            <MeetingCard key={meeting.uuid} meeting={meeting} />
          ))}
          {list.hasNextPage && (
            <Button
              variant="default"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('retry')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
