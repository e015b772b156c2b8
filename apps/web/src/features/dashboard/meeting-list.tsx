import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMeetingList } from '../../api/meetings.ts';
import { errorMessage } from '../../api/query-client.ts';
import { EmptyState } from '../../design/empty-state.tsx';
import { MeetingCard } from './meeting-card.tsx';
import type { Filters } from './meeting-filters.tsx';

/** The active meetings matching the filters, loaded a page at a time. */
export function MeetingList({
  filters,
  onNew,
  workspaceUuid,
}: {
  filters: Filters;
  onNew: () => void;
  /** A teamspace's workshops instead of the personal space's meetings. */
  workspaceUuid?: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const query = useMeetingList({
    lifecycle: filters.lifecycle,
    q: filters.q || undefined,
    sort: filters.sort,
    workspace_uuid: workspaceUuid,
  });
  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={76} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Text c="red">{errorMessage(query.error)}</Text>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  const meetings = query.data.pages.flatMap((page) => page.items);
  if (meetings.length === 0) {
    const filtered = filters.q || filters.lifecycle !== 'all';
    return filtered ? (
      <EmptyState
        icon={IconFilterOff}
        title={t('empty.filteredTitle')}
        bordered
        data-testid="meetings-empty"
      >
        {t('empty.filteredBody')}
      </EmptyState>
    ) : (
      <EmptyState
        icon={IconCalendarPlus}
        title={t('empty.title')}
        action={<Button onClick={onNew}>{t('new')}</Button>}
        bordered
        data-testid="meetings-empty"
      >
        {t('empty.body')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {meetings.map((meeting) => (
        <MeetingCard key={meeting.uuid} meeting={meeting} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="default"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
