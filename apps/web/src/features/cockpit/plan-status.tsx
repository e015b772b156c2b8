import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type RunProjection } from '@ordo/agenda';
import { currentLanguage } from '../../i18n/languages.ts';
import { wholeMinutes } from '../live/components/format-clock.ts';
import { clockTimeOn, type MeetingClock } from '../live/components/meeting-clock.ts';

type PlanStatusProps = {
  /** The run's projection now (`projectRun(state, serverNow)`), the one every screen reads. */
  projection: RunProjection;
  clock: MeetingClock;
};

/** Late or early against the plan, and when the run would end at this pace. */
export function PlanStatus({ projection, clock }: PlanStatusProps) {
  const { t } = useTranslation('cockpit');
  const language = currentLanguage();
  const delayMs = projection.delayMs ?? 0;
  const minutes = wholeMinutes(delayMs);
  const [tone, text] =
    minutes === 0
      ? ['teal', t('plan.onTime')]
      : delayMs > 0
        ? ['red', t('plan.late', { count: minutes, duration: formatMinutes(minutes, language) })]
        : ['teal', t('plan.early', { count: minutes, duration: formatMinutes(minutes, language) })];
  const end = projection.endsAt;
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
      {end !== null && (
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('plan.projectedEnd')}
          </Text>
          <Text fw={700} data-testid="cockpit-projected-end">
            {clockTimeOn(end, language, clock)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('plan.plannedEnd', { time: clockTimeOn(end - delayMs, language, clock) })}
          </Text>
          {clock.meetingZone && (
            <Text size="xs" c="dimmed" data-testid="cockpit-time-zone">
              {t('plan.timeZone', { zone: clock.timeZone })}
            </Text>
          )}
        </Stack>
      )}
    </Group>
  );
}
