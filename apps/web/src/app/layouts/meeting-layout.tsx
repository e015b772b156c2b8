import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

/** Which tab a meeting URL shows (DESIGN §9: Sequences and Edit are ?tab= of Prepare). */
export function meetingTabOf(pathname: string, tab: string | null): string {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (last === 'setup' || last === 'share' || last === 'stats') return last;
  return tab === 'sequences' || tab === 'edit' ? tab : 'prepare';
}

const tabs = [
  { value: 'prepare', label: 'meeting.tabs.prepare', path: '' },
  { value: 'sequences', label: 'meeting.tabs.sequences', path: '?tab=sequences' },
  { value: 'edit', label: 'meeting.tabs.edit', path: '?tab=edit' },
  { value: 'setup', label: 'meeting.tabs.setup', path: '/setup' },
  { value: 'share', label: 'meeting.tabs.share', path: '/share' },
  { value: 'stats', label: 'meeting.tabs.insight', path: '/stats' },
];

/** A meeting's tabs: Prepare, Sequences, Edit, Setup, Share, Insight. */
export function MeetingLayout() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const active = meetingTabOf(pathname, search.get('tab'));
  return (
    <>
      <Tabs
        value={active}
        onChange={(value) => {
          const tab = tabs.find((candidate) => candidate.value === value);
          if (tab) void navigate(`/user/meeting/${uuid}${tab.path}`);
        }}
        mb="md"
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
