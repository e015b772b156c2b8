import { useState } from 'react';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type LandingPlan } from '@ordo/agenda';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { wholeMinutes } from '../live/components/format-clock.ts';

/** Below this delay, no proposal: a minute late is not worth reshaping the agenda. */
export const LANDING_THRESHOLD_MS = 60_000;

type LandOnTimeProps = {
  state: RunStateBody;
  plan: LandingPlan;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/** The step as the command that carries it out. */
export function landingCommand(step: LandingPlan['steps'][number]): RunCommandInput {
  return step.type === 'skip'
    ? { type: 'skip', index: step.index }
    : { type: 'addTime', index: step.index, minutes: step.minutes };
}

/**
 * "Land on time": when the run is more than a minute late, what to skip and shorten to end at
 * the planned time, in words, and one button that sends every step in order (stopping at the
 * first refusal, which the cockpit reports).
 */
export function LandOnTime({ state, plan, run }: LandOnTimeProps) {
  const { t } = useTranslation('cockpit');
  const [applying, setApplying] = useState(false);
  const language = currentLanguage();
  if (plan.delayMs <= LANDING_THRESHOLD_MS || plan.steps.length === 0) return null;
  const titleOf = (index: number) => state.sequences[index]?.title || t('sequences.untitled');
  const apply = async () => {
    setApplying(true);
    try {
      for (const step of plan.steps) {
        const ack = await run(landingCommand(step));
        if (!ack.ok) break;
      }
    } finally {
      setApplying(false);
    }
  };
  return (
    <Alert color="orange" variant="light" title={t('landing.title')} data-testid="cockpit-landing">
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {plan.steps.map((step) => (
            <List.Item key={`${step.type}-${step.index}`}>
              {step.type === 'skip'
                ? t('landing.skip', {
                    title: titleOf(step.index),
                    count: wholeMinutes(step.savedMs),
                    duration: formatMinutes(wholeMinutes(step.savedMs), language),
                  })
                : t('landing.shorten', {
                    title: titleOf(step.index),
                    count: -step.minutes,
                    duration: formatMinutes(-step.minutes, language),
                  })}
            </List.Item>
          ))}
        </List>
        {plan.remainingDelayMs > 0 && (
          <Text size="sm">
            {t('landing.stillLate', {
              count: wholeMinutes(plan.remainingDelayMs),
              duration: formatMinutes(wholeMinutes(plan.remainingDelayMs), language),
            })}
          </Text>
        )}
        <Button
          size="xs"
          color="orange.9"
          onClick={() => void apply()}
          loading={applying}
          data-testid="cockpit-landing-apply"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('landing.apply')}
        </Button>
      </Stack>
    </Alert>
  );
}
