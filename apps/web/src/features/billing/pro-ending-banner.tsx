import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubscription } from '../../api/billing.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { endsWithinAWeek, formatBillingDate } from './format.ts';

/** The dashboard's warning in the last seven days of PRO (cancelled, or a failed payment). */
export function ProEndingBanner() {
  const { t } = useTranslation('billing');
  const features = useFeatures();
  const subscription = useSubscription().data;
  if (!subscription?.proEndsAt || !endsWithinAWeek(subscription)) return null;
  const date = formatBillingDate(subscription.proEndsAt, currentLanguage());
  const pastDue = subscription.status === 'past_due';
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={pastDue ? t('banner.pastDue', { date }) : t('banner.ending', { date })}
      data-testid="pro-ending-banner"
    >
      <Text size="sm">{pastDue ? t('banner.pastDueBody') : t('banner.endingBody')}</Text>
      <Anchor
        component={Link}
        to={features.payment ? '/user/subscription' : '/user/settings/billing'}
        size="sm"
        fw={600}
        c="inherit"
        td="underline"
      >
        {t('banner.keep')}
      </Anchor>
    </Alert>
  );
}
