import { useState } from 'react';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ImportDraftBanner } from './import-draft-banner.tsx';
import { ProEndingBanner } from '../billing/pro-ending-banner.tsx';
import { MeetingFilters, type Filters } from './meeting-filters.tsx';
import { MeetingList } from './meeting-list.tsx';
import { TrashList } from './trash-list.tsx';
import { useNewMeeting } from './use-new-meeting.ts';
import { ScrollingTabList } from '../../components/scrolling-tab-list.tsx';
import { SpaceSwitcher } from '../workspaces/space-switcher.tsx';

/** `/user` and `/user/meetings`: every meeting of the signed-in facilitator, and the trash. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [view, setView] = useState<'meetings' | 'trash'>('meetings');
  const [filters, setFilters] = useState<Filters>({ lifecycle: 'all', q: '', sort: 'updated' });
  const [debouncedQ] = useDebouncedValue(filters.q.trim(), 250);
  const newMeeting = useNewMeeting();
  // The space switcher: personal (null) or a teamspace, whose workshops the list then shows.
  const [space, setSpace] = useState<string | null>(null);
  const startBlank = () => void newMeeting.start(space ? { workspace_uuid: space } : {});

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button onClick={startBlank} loading={newMeeting.pending}>
          {t('new')}
        </Button>
      </Group>
      <ProEndingBanner />
      <ImportDraftBanner />
      <SpaceSwitcher value={space} onChange={setSpace} />
      <Tabs value={view} onChange={(next) => setView(next === 'trash' ? 'trash' : 'meetings')}>
        <ScrollingTabList>
          <Tabs.Tab value="meetings">{t('tabs.meetings')}</Tabs.Tab>
          <Tabs.Tab value="trash">{t('tabs.trash')}</Tabs.Tab>
        </ScrollingTabList>
      </Tabs>
      {view === 'meetings' ? (
        <>
          <MeetingFilters value={filters} onChange={setFilters} />
          <MeetingList
            filters={{ ...filters, q: debouncedQ }}
            onNew={startBlank}
            workspaceUuid={space ?? undefined}
          />
        </>
      ) : (
        <TrashList onShowMeetings={() => setView('meetings')} />
      )}
    </Stack>
  );
}
