import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatures } from '../../hooks/use-features.ts';

/** What teamspaces are, for someone on the free plan, and where PRO is. */
export function FreeTeamspaces() {
  const { t } = useTranslation('workspaces');
  const features = useFeatures();
  return (
    <Card withBorder padding="lg" data-testid="teamspaces-free">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('free.title')}
        </Title>
        <Text>{t('free.body')}</Text>
        <Button component={Link} to={features.payment ? '/user/subscription' : '/pricing'}>
          {t('free.cta')}
        </Button>
      </Stack>
    </Card>
  );
}
