import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunStateBody } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { clockTime, wholeMinutes } from '../live/components/format-clock.ts';

type PlanStatusProps = {
  state: RunStateBody;
  /** How late the run would end now (from `landOnTime(state, serverNow).delayMs`). */
  delayMs: number;
};

/** Late or early against the plan, and when the run would end at this pace. */
export function PlanStatus({ state, delayMs }: PlanStatusProps) {
  const { t } = useTranslation('cockpit');
  const language = currentLanguage();
  const plannedEnd =
    (state.startedAt ?? 0) + state.sequences.reduce((total, s) => total + s.plannedMs, 0);
  const minutes = wholeMinutes(delayMs);
  const [tone, text] =
    minutes === 0
      ? ['teal', t('plan.onTime')]
      : delayMs > 0
        ? ['red', t('plan.late', { count: minutes })]
        : ['teal', t('plan.early', { count: minutes })];
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('plan.delay')}
        </Text>
        <Text
          fw={700}
          c={`light-dark(var(--mantine-color-${tone}-9), var(--mantine-color-${tone}-4))`}
          data-testid="cockpit-delay"
        >
          {text}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('plan.projectedEnd')}
        </Text>
        <Text fw={700} data-testid="cockpit-projected-end">
          {clockTime(plannedEnd + delayMs, language)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('plan.plannedEnd', { time: clockTime(plannedEnd, language) })}
        </Text>
      </Stack>
    </Group>
  );
}
