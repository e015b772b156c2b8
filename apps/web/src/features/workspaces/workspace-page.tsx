import { useState } from 'react';
import { Anchor, Button, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import { Link, useParams } from 'react-router';
import type { Workspace } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { useUserData } from '../../api/users.ts';
import { useJoinWorkspace, useWorkspace, useWorkspaces } from '../../api/workspaces.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ScrollingTabList } from '../../components/scrolling-tab-list.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { MembersPanel } from './members-panel.tsx';
import { TeamBadges } from './team-badges.tsx';
import { TeamBanners } from './team-banners.tsx';
import { TeamSettings } from './team-settings.tsx';
import { TeamWorkshops } from './team-workshops.tsx';

type View = 'workshops' | 'members' | 'settings';

/** `/user/workspace/{uuid}`: one team — its workshops, its members, its settings. */
export function WorkspacePage() {
  const { t } = useTranslation('workspaces');
  const { uuid = '' } = useParams();
  const team = useWorkspace(uuid);

  if (team.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={36} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (team.isError) {
    if (team.error instanceof ApiError && team.error.status === 404) {
      return <PendingOrMissing uuid={uuid} />;
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

/**
 * Someone who follows the invitation link before accepting sees the invitation (the team itself
 * stays hidden until they join); anyone else the 404 page.
 */
function PendingOrMissing({ uuid }: { uuid: string }) {
  const { t } = useTranslation('workspaces');
  const teams = useWorkspaces();
  const join = useJoinWorkspace();
  const invitation = teams.data?.items.find(
    (item) => item.uuid === uuid && item.state === 'invited',
  );
  if (teams.isPending) return <Skeleton h={120} aria-label={t('loading')} />;
  if (!invitation) return <NotFoundPage />;
  return (
    <Card withBorder padding="lg" maw={640} data-testid="invitation">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {invitation.name}
        </Title>
        <Text>
          {t('invitations.body', {
            owner: invitation.owner.fullname || invitation.owner.email,
            name: invitation.name,
            role: t(`roles.${invitation.role}`),
          })}
        </Text>
        <Button
          loading={join.isPending}
          onClick={() =>
            join.mutate(uuid, {
              onSuccess: () => notify(t('invitations.accepted', { name: invitation.name })),
            })
          }
        >
          {t('invitations.accept')}
        </Button>
        <ErrorAlert error={join.error} />
      </Stack>
    </Card>
  );
}
