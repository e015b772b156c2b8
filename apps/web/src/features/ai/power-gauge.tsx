import { Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AiQuotaAnswer } from '@ordo/contract';
import { PowerLimitAlert } from './ai-problem.tsx';

/** This month's AI power as a percentage with the days until it refills (SPEC §9). */
export function PowerGauge({ quota }: { quota: AiQuotaAnswer | undefined }) {
  const { t } = useTranslation('ai');
  if (!quota) return <Skeleton h={72} radius="md" />;
  const exhausted = !quota.unlimited && quota.percentUsed >= 100;
  return (
    <Paper withBorder p="md" radius="md" data-testid="power-gauge">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6}>
            <IconBolt size={18} aria-hidden />
            <Text fw={600}>{t('power.title')}</Text>
          </Group>
          {!quota.unlimited && (
            <Text size="sm" c="dimmed">
              {t('power.refill', { count: quota.daysUntilRefill })}
            </Text>
          )}
        </Group>
        {quota.unlimited ? (
          <Text size="sm">{t('power.unlimited')}</Text>
        ) : (
          <>
            <Text size="sm" data-testid="power-percent">
              {t('power.used', { percent: quota.percentUsed })}
            </Text>
            <Progress
              value={quota.percentUsed}
              color={exhausted ? 'red.8' : 'indigo.7'}
              aria-label={t('power.used', { percent: quota.percentUsed })}
            />
          </>
        )}
        {exhausted && <PowerLimitAlert days={quota.daysUntilRefill} />}
      </Stack>
    </Paper>
  );
}
