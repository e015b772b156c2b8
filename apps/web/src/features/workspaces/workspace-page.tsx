import { useState } from 'react';
import { Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Workspace } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { useUserData } from '../../api/users.ts';
import { useWorkspace } from '../../api/workspaces.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ScrollingTabList } from '../../components/scrolling-tab-list.tsx';
import { InvitationCard } from './invitation-card.tsx';
import { MembersPanel } from './members-panel.tsx';
import { TeamBadges } from './team-badges.tsx';
import { TeamBanners } from './team-banners.tsx';
import { TeamSettings } from './team-settings.tsx';
import { TeamWorkshops } from './team-workshops.tsx';

type View = 'workshops' | 'members' | 'settings';

/**
 * `/user/workspace/{uuid}`: one team — its workshops, its members, its settings. The link of an
 * invitation e-mail (`?invitation=…`) opens the invitation card at once: the team is hidden
 * until joined, so asking for it first would only fetch a 404.
 */
export function WorkspacePage() {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  if (search.has('invitation')) return <InvitationCard uuid={uuid} />;
  return <TeamPage uuid={uuid} />;
}

function TeamPage({ uuid }: { uuid: string }) {
  const { t } = useTranslation('workspaces');
  const team = useWorkspace(uuid);

  if (team.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={36} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (team.isError) {
    if (team.error instanceof ApiError && team.error.status === 404) {
      return <InvitationCard uuid={uuid} />;
    }
    return <ErrorAlert error={team.error} />;
  }
  return <TeamView team={team.data} />;
}

function TeamView({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  const user = useUserData();
  const [view, setView] = useState<View>('workshops');
  const guest = team.state === 'guest';
  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/user/workspaces" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('team.back')}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {team.name}
        </Title>
        <Group gap="xs">
          <TeamBadges role={team.role} state={team.state} closed={team.closed} />
          <Text size="sm" c="dimmed">
            {t('list.members', { count: team.memberCount })} ·{' '}
            {t('list.ownedBy', { name: team.owner.fullname || team.owner.email })}
          </Text>
        </Group>
        {guest && <Text size="sm">{t('team.guestHint')}</Text>}
      </Stack>
      <TeamBanners team={team} />
      <Tabs value={view} onChange={(next) => setView((next as View | null) ?? 'workshops')}>
        <ScrollingTabList>
          <Tabs.Tab value="workshops">{t('team.workshops')}</Tabs.Tab>
          {!guest && <Tabs.Tab value="members">{t('team.members')}</Tabs.Tab>}
          <Tabs.Tab value="settings">{t('team.settings')}</Tabs.Tab>
        </ScrollingTabList>
        <Tabs.Panel value="workshops" pt="md">
          <TeamWorkshops team={team} />
        </Tabs.Panel>
        {!guest && (
          <Tabs.Panel value="members" pt="md">
            <MembersPanel team={team} myEmail={user.data?.user.email} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="settings" pt="md">
          <TeamSettings team={team} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
