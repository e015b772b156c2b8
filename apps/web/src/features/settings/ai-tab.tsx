import { Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserData } from '../../api/users.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { useFeatures } from '../../hooks/use-features.ts';

/** Settings › {product}I: this month's AI power, when it refills, and the way to unlimited. */
export function AiTab() {
  const { t } = useTranslation('settings');
  const brand = useBrand();
  const features = useFeatures();
  const data = useUserData();
  if (!data.data) return <Skeleton h={200} />;
  const { aiQuota: quota, plan } = data.data;
  const unlimited = quota.limitMinutes === null;

  return (
    <Stack maw={640}>
      <Title order={2} size="h4">
        {t('ai.title', { brand: brand.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ai.body', { brand: brand.name })}
      </Text>
      <Paper withBorder p="lg" radius="md">
        {unlimited ? (
          <Text fw={500}>{t('ai.unlimited')}</Text>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={500}>{t('ai.used', { percent: quota.percentUsed })}</Text>
              <Text size="sm" c="dimmed">
                {t('ai.refill', { count: quota.refillInDays })}
              </Text>
            </Group>
            <Progress
              value={quota.percentUsed}
              color={quota.percentUsed >= 100 ? 'red' : 'indigo'}
              aria-label={t('ai.used', { percent: quota.percentUsed })}
            />
            <Text size="sm" c="dimmed">
              {t('ai.minutes', { used: quota.usedMinutes, limit: quota.limitMinutes })}
            </Text>
          </Stack>
        )}
      </Paper>
      {plan.name === 'free' && features.payment && (
        <Group>
          <Button component={Link} to="/user/subscription" variant="light">
            {t('ai.upgrade')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
