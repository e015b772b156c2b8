import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveError } from '@ordo/contract';

const knownCodes = ['MEETING_NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'VALIDATION_FAILED'] as const;

type ConnectionProblemProps = {
  uuid: string;
  status: 'ended' | 'error';
  error: LiveError | null;
  onRetry: () => void;
};

/** The event was ended for everyone, or the server would not let this cockpit in. */
export function ConnectionProblem({ uuid, status, error, onRetry }: ConnectionProblemProps) {
  const { t } = useTranslation('cockpit');
  if (status === 'ended') {
    return (
      <Stack align="center" py="xl" gap="md" data-testid="cockpit-ended">
        <Title order={1} size="h2">
          {t('ended.title')}
        </Title>
        <Text c="dimmed">{t('ended.body')}</Text>
        <Group>
          <Button component={Link} to="/user" variant="default">
            {t('finished.dashboard')}
          </Button>
          <Button component={Link} to={`/user/meeting/${uuid}/stats`}>
            {t('finished.insight')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const code = knownCodes.find((known) => known === error?.code) ?? 'other';
  return (
    <Stack align="center" py="xl" gap="md" data-testid="cockpit-error">
      <Title order={1} size="h2">
        {t('problem.title')}
      </Title>
      <Text c="dimmed" ta="center">
        {t(`problem.${code}`)}
      </Text>
      <Group>
        <Button component={Link} to={`/user/meeting/${uuid}`} variant="default">
          {t('header.back')}
        </Button>
        {code !== 'MEETING_NOT_FOUND' && code !== 'FORBIDDEN' && (
          <Button onClick={onRetry}>{t('problem.retry')}</Button>
        )}
      </Group>
    </Stack>
  );
}
