import { useState } from 'react';
import { Button, Group, List, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardingEvent } from '@ordo/agenda';
import { useNavigate } from 'react-router';
import { useBrand } from '../../hooks/use-brand.ts';
import { useUpdateMe, useUserData } from '../../api/users.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { resumeIndex, tourSteps } from './tour-steps.ts';

/**
 * `/user/onboarding`: four short screens on how Ordo works. Each step is stored as it is
 * passed; the tour can be skipped at any time and restarted from the settings.
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const brand = useBrand();
  const navigate = useNavigate();
  const data = useUserData();
  const update = useUpdateMe();
  const [active, setActive] = useState<number | null>(null);

  if (!data.data) return <Skeleton h={320} />;
  const current = active ?? resumeIndex(data.data.onboarding.steps);
  const step = tourSteps[current] ?? tourSteps[0];
  const last = current === tourSteps.length - 1;

  const record = (onboardingEvent: OnboardingEvent) => update.mutateAsync({ onboardingEvent });
  // A failed save shows below the buttons (update.error) and leaves the person where they are.
  const next = async () => {
    try {
      if (step?.records) await record(step.records);
      if (!last) return setActive(current + 1);
      await record('DONE');
      void navigate('/user');
    } catch {
      return;
    }
  };
  const skip = async () => {
    try {
      await record('SKIPPED');
      void navigate('/user');
    } catch {
      return;
    }
  };

  return (
    <Stack maw={720}>
      <Title order={1}>{t('title', { brand: brand.name })}</Title>
      <Stepper active={current} onStepClick={setActive} size="sm" allowNextStepsSelect={false}>
        {tourSteps.map((tourStep) => (
          <Stepper.Step key={tourStep.key} label={t(`steps.${tourStep.key}.label`)} />
        ))}
      </Stepper>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2}>
            {t(`steps.${step?.key}.title`, { name: data.data.profile.fullName })}
          </Title>
          <Text>
            {t(`steps.${step?.key}.body`, { brand: brand.name, count: tourSteps.length })}
          </Text>
          <List spacing="xs">
            {(t(`steps.${step?.key}.points`, { returnObjects: true }) as string[]).map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <ErrorAlert error={update.error} />
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => void skip()} disabled={update.isPending}>
          {t('skip')}
        </Button>
        <Group>
          {current > 0 && (
            <Button variant="default" onClick={() => setActive(current - 1)}>
              {t('back')}
            </Button>
          )}
          <Button onClick={() => void next()} loading={update.isPending}>
            {last ? t('finish') : t('next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
