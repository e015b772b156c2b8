import { Button, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import { Link } from 'react-router';
import { allows } from '@ordo/agenda';
import type { Workspace } from '@ordo/contract';
import { useJoinWorkspace, useWorkspaces } from '../../api/workspaces.ts';
import { useUserData } from '../../api/users.ts';
import { IconUsersGroup } from '@tabler/icons-react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { EmptyState } from '../../design/empty-state.tsx';
import { CreateTeamForm } from './create-team-form.tsx';
import { FreeTeamspaces } from './free-teamspaces.tsx';
import { JoinError } from './join-error.tsx';
import { TeamBadges } from './team-badges.tsx';

/** `/user/workspaces`: the caller's teamspaces, invitations to accept, and a new one. */
export function WorkspacesPage() {
  const { t } = useTranslation('workspaces');
  const teams = useWorkspaces();
  const user = useUserData();
  const pro = allows(user.data?.plan.name, 'teamspaces');
  const items = teams.data?.items ?? [];
  const invitations = items.filter((team) => team.state === 'invited');
  const joined = items.filter((team) => team.state !== 'invited');

  return (
    <Stack maw={880}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      {teams.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((index) => (
            <Skeleton key={index} h={72} radius="md" />
          ))}
        </Stack>
      ) : teams.isError ? (
        <Stack align="flex-start">
          <ErrorAlert error={teams.error} />
          <Button variant="default" onClick={() => void teams.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : (
        <>
          {invitations.length > 0 && <Invitations items={invitations} />}
          {joined.length === 0 ? (
            <EmptyState
              icon={IconUsersGroup}
              title={t('list.empty')}
              size="compact"
              bordered
              data-testid="teamspaces-empty"
            >
              {t('list.emptyBody')}
            </EmptyState>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {joined.map((team) => (
                <li key={team.uuid}>
                  <TeamCard team={team} />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
      {user.data && (pro ? <CreateTeamForm /> : <FreeTeamspaces />)}
    </Stack>
  );
}

function TeamCard({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  return (
    <Card withBorder padding="md">
      <UnstyledButton
        component={Link}
        to={`/user/workspace/${team.uuid}`}
        aria-label={t('list.open', { name: team.name })}
      >
        <Stack gap={6}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Text>
          <Group gap="xs">
            <TeamBadges role={team.role} state={team.state} closed={team.closed} />
            <Text size="sm" c="dimmed">
              {t('list.members', { count: team.memberCount })} ·{' '}
              {t('list.ownedBy', { name: team.owner.fullname || team.owner.email })}
            </Text>
          </Group>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

function Invitations({ items }: { items: Workspace[] }) {
  const { t } = useTranslation('workspaces');
  const join = useJoinWorkspace();
  return (
    <Card withBorder padding="md" data-testid="invitations">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitations.title')}
        </Title>
        {items.map((team) => (
          <Group key={team.uuid} justify="space-between" wrap="wrap">
            <Text style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
              {t('invitations.body', {
                owner: team.owner.fullname || team.owner.email,
                name: team.name,
                role: t(`roles.${team.role}`),
              })}
            </Text>
            <Button
              loading={join.isPending && join.variables.uuid === team.uuid}
              onClick={() =>
                join.mutate(
                  { uuid: team.uuid },
                  {
                    onSuccess: () => notify(t('invitations.accepted', { name: team.name })),
                  },
                )
              }
            >
              {t('invitations.accept')}
            </Button>
          </Group>
        ))}
        {join.error && <JoinError error={join.error} withLink={false} />}
      </Stack>
    </Card>
  );
}
