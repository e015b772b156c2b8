import { Button, Card, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useUserData } from '../../api/users.ts';
import { useJoinWorkspace, useWorkspaces } from '../../api/workspaces.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { JoinError } from './join-error.tsx';
import { notify } from './notify.ts';
import classes from './invitation-card.module.css';

/**
 * `/user/workspace/{uuid}` before joining (the team itself stays hidden until then). The link of
 * the invitation e-mail carries `?invitation=…`, the one-time token that proves the address:
 * with it the card offers to accept, and Accept sends it (the card names no team: that is for
 * members). Without it, a verified address finds its invitation, named, in the list; anyone else
 * gets the 404 page.
 */
export function InvitationCard({ uuid }: { uuid: string }) {
  const { t } = useTranslation('workspaces');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const link = search.get('invitation') ?? undefined;
  const teams = useWorkspaces();
  const join = useJoinWorkspace();
  const user = useUserData();
  const mine = teams.data?.items.find((item) => item.uuid === uuid);
  const listed = mine?.state === 'invited' ? mine : undefined;
  if (teams.isPending) return <Skeleton h={120} aria-label={t('loading')} />;
  // The link opened again after joining: the team, without the spent token.
  if (mine && !listed) return <Navigate to={`/user/workspace/${uuid}`} replace />;
  if (!listed && !link) return <NotFoundPage />;
  const accept = () =>
    join.mutate(
      { uuid, invitation: link },
      {
        onSuccess: (team) => {
          notify(t('invitations.accepted', { name: team.name }));
          // The token is spent: keep it out of the address bar and the history.
          if (link) void navigate(`/user/workspace/${uuid}`, { replace: true });
        },
      },
    );
  return (
    <Card withBorder padding="lg" maw={640} data-testid="invitation">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {listed ? listed.name : t('invitations.linkTitle')}
        </Title>
        <Text>
          {listed
            ? t('invitations.body', {
                owner: listed.owner.fullname || listed.owner.email,
                name: listed.name,
                role: t(`roles.${listed.role}`),
              })
            : t('invitations.linkBody')}
        </Text>
        <Needs
          invitation={listed}
          plan={user.data?.plan.name}
          owner={listed ? listed.owner.fullname || listed.owner.email : ''}
        />
        <Button loading={join.isPending} onClick={accept}>
          {t('invitations.accept')}
        </Button>
        {join.error && <JoinError error={join.error} withLink={link !== undefined} />}
      </Stack>
    </Card>
  );
}

/**
 * What accepting needs, said before the click (issue 30): a member seat needs PRO, a guest seat
 * of one workshop is free. From the e-mail's link alone the card does not know which seat it
 * is (the team stays hidden until joined), so it says both, and what a Free plan means here.
 */
function Needs({
  invitation,
  plan,
  owner,
}: {
  invitation: { meetingUuid: string | null } | undefined;
  plan: string | undefined;
  owner: string;
}) {
  const { t } = useTranslation('workspaces');
  const free = plan === 'free';
  const text =
    invitation?.meetingUuid != null
      ? t('invitations.needsGuest')
      : free
        ? invitation
          ? t('invitations.needsMemberFree', { owner })
          : t('invitations.freeNote')
        : invitation && plan === 'pro'
          ? t('invitations.needsMemberPro')
          : t('invitations.needsUnknown');
  // A note, not an alert: it is said before anything went wrong.
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      className={free && invitation?.meetingUuid === null ? classes.warn : classes.note}
      data-testid="invitation-needs"
    >
      <Text size="sm" fw={600}>
        {t('invitations.needsTitle')}
      </Text>
      <Text size="sm">{text}</Text>
    </Paper>
  );
}
