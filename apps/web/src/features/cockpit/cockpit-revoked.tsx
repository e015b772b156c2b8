import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveRevokedEvent } from '@ordo/contract';
import { revokedText } from '../live/components/live-error.ts';

type CockpitRevokedProps = { uuid: string; revoked: LiveRevokedEvent };

/**
 * The server took this cockpit's rights away (DESIGN §9 "Live rights"): signed out, demoted,
 * the team closed. It says why and offers no control any more; a cockpit that may still watch
 * is pointed to the stage screen.
 */
export function CockpitRevoked({ uuid, revoked }: CockpitRevokedProps) {
  const { t } = useTranslation(['cockpit', 'live']);
  return (
    <Stack align="center" py="xl" gap="md" data-testid="cockpit-revoked">
      <Title order={1} size="h2">
        {t('cockpit:revoked.title')}
      </Title>
      <Text c="dimmed" ta="center" role="status">
        {revokedText(t, revoked)}
      </Text>
      <Group>
        <Button component={Link} to={`/user/meeting/${uuid}`} variant="default">
          {t('cockpit:header.back')}
        </Button>
        {revoked.role === 'viewer' && (
          <Button component={Link} to={`/m/${uuid}/live`}>
            {t('cockpit:revoked.stage')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
