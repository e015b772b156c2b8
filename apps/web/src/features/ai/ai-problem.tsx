import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useBrand } from '../../hooks/use-brand.ts';
import { useFeatures } from '../../hooks/use-features.ts';

/** Over the limit: SPEC §8's message with the way to PRO. */
export function PowerLimitAlert({ days }: { days?: number }) {
  const { t } = useTranslation('ai');
  const features = useFeatures();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconBolt size={20} aria-hidden />}
      title={t('power.limitTitle')}
      data-testid="power-limit"
    >
      <Stack gap="xs" align="flex-start">
        {days !== undefined && <Text size="sm">{t('power.limitBody', { count: days })}</Text>}
        {features.payment && (
          <Button component={Link} to="/user/subscription" size="xs">
            {t('power.becomePro')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** What an AI ask's failure means, in SPEC §8's words; other errors in plain words. */
export function AiProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('ai');
  const brand = useBrand().name;
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'AI_POWER_LIMIT') return <PowerLimitAlert />;
  if (
    error instanceof ApiError &&
    (error.code === 'AI_UNAVAILABLE' || error.status >= 500 || error.code === 'NETWORK_ERROR')
  ) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('error.title')}
        data-testid="ai-unavailable"
      >
        {t('error.body', { brand })}
      </Alert>
    );
  }
  return <ErrorAlert error={error} />;
}
