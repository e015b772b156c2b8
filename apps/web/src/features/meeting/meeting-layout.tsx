import { memo, Suspense, useMemo, useState } from 'react';
import { Anchor, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import type { Lifecycle, Meeting } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { useMeeting } from '../../api/meetings.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { errorMessage } from '../../api/query-client.ts';
import { HistoryButton } from './history/history-button.tsx';
import { MeetingContext } from './meeting-context.ts';
import { meetingTabOf, meetingTabs } from './meeting-tabs.ts';
import { SaveIndicator } from './save-indicator.tsx';
import type { SaverState } from './save/meeting-saver.ts';
import { ScrollingTabList } from '../../components/scrolling-tab-list.tsx';
import { RunLiveButton } from '../../components/run-live-button.tsx';
import { useMeetingSaver } from './save/use-meeting-saver.ts';
import { useDiscardUntouched } from './save/use-discard-untouched.ts';
import { useEditFeed } from './save/use-edit-feed.ts';
import { CollabContext, useCollab, useCollabSnapshot } from '../collab/use-collab.ts';
import { PresenceAvatars } from '../collab/presence-avatars.tsx';
import { PresenceContext, usePresencePeers } from '../collab/presence.ts';
import { SequencePresence } from '../collab/sequence-presence.tsx';
import { RowPresenceContext } from '../editor/timeline/row-presence.ts';
import { useEditorShown } from '../editor/editor-shown.ts';

/** True from the first render where `value` is true on: once started, a feed stays. */
function useSticky(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/** `/user/meeting/{uuid}` and its tabs: loads the meeting once and keeps it saved. */
export function MeetingLayout() {
  const { t } = useTranslation('meeting');
  const { uuid = '' } = useParams();
  const query = useMeeting(uuid);
  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={36} w="50%" />
        <Skeleton h={36} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (query.isError) {
    const missing =
      query.error instanceof ApiError &&
      ['MEETING_NOT_FOUND', 'INVALID_ID'].includes(query.error.code);
    return (
      <Stack align="flex-start" py="xl">
        <Title order={1}>{missing ? t('notFound.title') : t('loadFailed')}</Title>
        <Text c="dimmed">{missing ? t('notFound.body') : errorMessage(query.error)}</Text>
        {missing ? (
          <Anchor component={Link} to="/user/meetings">
            {t('notFound.back')}
          </Anchor>
        ) : (
          <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
        )}
      </Stack>
    );
  }
  // A teamspace viewer is answered the participants' projection (no text, no private notes):
  // they read the meeting where participants do, which cannot be written to.
  if (!('content' in query.data)) return <Navigate to={`/meeting/${uuid}`} replace />;
  return <LoadedMeeting key={uuid} meeting={query.data} />;
}

function TabLoading() {
  const { t } = useTranslation('meeting');
  return (
    <Stack role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={320} />
    </Stack>
  );
}

type HeaderProps = {
  title: string;
  uuid: string;
  lifecycle: Lifecycle;
  history: boolean;
  status: SaverState['status'];
  error: SaverState['error'];
  dirty: boolean;
};

/*
 * Every keystroke in the Edit tab changes the saver's state, which this page holds: the parts
 * below are memoised on what they show, so typing renders the tab's editor and not the title,
 * the actions or the tab bar (which would also scroll its active tab into view again).
 */
const MeetingHeader = memo(function MeetingHeader({
  title,
  uuid,
  lifecycle,
  history,
  status,
  error,
  dirty,
}: HeaderProps) {
  const { t } = useTranslation('meeting');
  return (
    <Group justify="space-between" wrap="wrap" align="flex-start">
      {/* The title keeps room for a few words before the actions move under it. */}
      <Group gap="sm" wrap="nowrap" align="center" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={1} size="h2" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <SaveIndicator status={status} error={error} dirty={dirty} />
      </Group>
      <Group gap="xs">
        <PresenceAvatars />
        {history && <HistoryButton />}
        <Button variant="default" component={Link} to={`/user/meeting/${uuid}/print`}>
          {t('actions.print')}
        </Button>
        {/* The primary action of a meeting, last so it sits at the end of the row. */}
        <RunLiveButton uuid={uuid} lifecycle={lifecycle} testId="meeting-run-live" />
      </Group>
    </Group>
  );
});

const MeetingTabs = memo(function MeetingTabs({ active, uuid }: { active: string; uuid: string }) {
  const { t } = useTranslation('meeting');
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const tab = meetingTabs.find((candidate) => candidate.value === value);
        if (tab) void navigate(`/user/meeting/${uuid}${tab.path}`);
      }}
    >
      <ScrollingTabList>
        {meetingTabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(`tabs.${tab.value}`)}
          </Tabs.Tab>
        ))}
      </ScrollingTabList>
    </Tabs>
  );
});

function LoadedMeeting({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meeting');
  const { saver, state } = useMeetingSaver(meeting);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const active = meetingTabOf(pathname, search.get('tab'));
  // The edit feed and co-editing load once the Edit tab's text shows, not with the code it
  // needs to appear; any other tab has no text to wait for.
  const editorShown = useEditorShown();
  const follow = useSticky(editorShown || active !== 'edit');
  useEditFeed(meeting.uuid, saver, follow);
  useDiscardUntouched(saver);
  const collab = useCollab(meeting.uuid, saver, follow);
  const shared = useCollabSnapshot(collab);
  const peers = usePresencePeers(collab);
  const features = useFeatures();
  const context = useMemo(() => ({ meeting: state.server, saver, state }), [saver, state]);

  return (
    <MeetingContext.Provider value={context}>
      <CollabContext.Provider value={collab}>
        <PresenceContext.Provider value={peers}>
          <RowPresenceContext.Provider value={SequencePresence}>
            <Stack gap="sm">
              <MeetingHeader
                title={state.server.title || t('untitled')}
                uuid={meeting.uuid}
                lifecycle={meeting.lifecycle}
                history={features.snapshot}
                // The shared text saves itself while connected; cut off, what is typed waits here.
                status={shared.status === 'offline' && shared.synced ? 'offline' : state.status}
                error={state.error}
                dirty={saver.dirty}
              />
              <MeetingTabs active={active} uuid={meeting.uuid} />
              {/* The first tab's code can still be on its way when the meeting arrives: that
                  render is no navigation, so without a boundary here the whole page would
                  blink behind the boot screen. Later tabs load in navigations, which keep the
                  tab on screen until the next one is ready. */}
              <Suspense fallback={<TabLoading />}>
                <Outlet />
              </Suspense>
            </Stack>
          </RowPresenceContext.Provider>
        </PresenceContext.Provider>
      </CollabContext.Provider>
    </MeetingContext.Provider>
  );
}
