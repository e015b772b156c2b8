import { useLocation, useSearchParams } from 'react-router';
import { meetingTabOf } from '../meeting-tabs.ts';
import { EditTab } from './edit-tab.tsx';
import { PrepareTab } from './prepare-tab.tsx';
import { SequencesTab } from './sequences-tab.tsx';

/** `/user/meeting/{uuid}` shows Prepare, Sequences or Edit according to `?tab=`. */
export function MeetingIndexTab() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const tab = meetingTabOf(pathname, search.get('tab'));
  if (tab === 'edit') return <EditTab />;
  if (tab === 'sequences') return <SequencesTab />;
  return <PrepareTab />;
}
