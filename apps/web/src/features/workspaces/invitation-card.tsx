import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useJoinWorkspace, useWorkspaces } from '../../api/workspaces.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { JoinError } from './join-error.tsx';
import { notify } from './notify.ts';

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
        <Button loading={join.isPending} onClick={accept}>
          {t('invitations.accept')}
        </Button>
        {join.error && <JoinError error={join.error} withLink={link !== undefined} />}
      </Stack>
    </Card>
  );
}
