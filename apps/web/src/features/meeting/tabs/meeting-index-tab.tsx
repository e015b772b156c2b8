import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { meetingTabOf } from '../meeting-tabs.ts';
import { EditTab } from './edit-tab.tsx';

// Prepare and Sequences load when shown: the editor does not download Prepare's checklist and
// cards, nor the sequences' drawer (issue 11's page weight). The Edit tab stays in: it shares
// most of its code with the other two, and apart it made more, separately compressed chunks.
const PrepareTab = lazy(async () => ({ default: (await import('./prepare-tab.tsx')).PrepareTab }));
const SequencesTab = lazy(async () => ({
  default: (await import('./sequences-tab.tsx')).SequencesTab,
}));

/** `/user/meeting/{uuid}` shows Prepare, Sequences or Edit according to `?tab=`. */
export function MeetingIndexTab() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const tab = meetingTabOf(pathname, search.get('tab'));
  if (tab === 'edit') return <EditTab />;
  return (
    <Suspense fallback={<Skeleton height={240} radius="sm" />}>
      {tab === 'sequences' ? <SequencesTab /> : <PrepareTab />}
    </Suspense>
  );
}
