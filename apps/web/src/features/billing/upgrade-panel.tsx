import { useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval, Subscription } from '@ordo/contract';
import { useCheckout } from '../../api/billing.ts';
import { useConfig } from '../../api/config.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatPrice } from '../pricing/format-price.ts';

type Props = { subscription: Subscription; initialInterval: BillingInterval };

/**
 * Monthly or yearly, the price excluding VAT (the configured display price; Stripe's price is
 * what is charged), the early-adopter offer and the way to pay on this installation.
 */
export function UpgradePanel({ subscription, initialInterval }: Props) {
  const { t } = useTranslation('billing');
  const pricing = useConfig().data?.pricing ?? { monthly: 12, yearly: 96, currency: 'EUR' };
  const [interval, setInterval] = useState<BillingInterval>(initialInterval);
  const checkout = useCheckout();
  const language = currentLanguage();
  const saving = Math.round((1 - pricing.yearly / (pricing.monthly * 12)) * 100);
  const perMonth = interval === 'year' ? pricing.yearly / 12 : pricing.monthly;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="upgrade-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="upgrade-heading">
          {t('upgrade.heading')}
        </Title>
        {subscription.checkout === 'none' ? (
          <Text data-testid="pro-admin">{t('upgrade.admin')}</Text>
        ) : (
          <>
            <SegmentedControl
              aria-label={t('upgrade.interval')}
              value={interval}
              onChange={(value) => setInterval(value === 'month' ? 'month' : 'year')}
              data={[
                { value: 'month', label: t('upgrade.month') },
                {
                  value: 'year',
                  label:
                    saving > 0
                      ? `${t('upgrade.year')} (${t('upgrade.save', { percent: saving })})`
                      : t('upgrade.year'),
                },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <Stack gap={2}>
              <Text fz={28} fw={700} data-testid="price">
                {t('upgrade.perMonth', { price: formatPrice(perMonth, language) })}
              </Text>
              <Text size="sm" c="dimmed">
                {interval === 'year'
                  ? t('upgrade.vatYearly', { price: formatPrice(pricing.yearly, language) })
                  : t('upgrade.vatMonthly')}
              </Text>
            </Stack>
            <Alert
              variant="light"
              color="indigo"
              icon={<IconSparkles size={20} aria-hidden />}
              title={t('earlyAdopter.title')}
            >
              {t('earlyAdopter.body')}
            </Alert>
            {subscription.checkout === 'test' && (
              <Alert variant="light" color="yellow" icon={<IconFlask size={20} aria-hidden />}>
                {t('upgrade.testNotice')}
              </Alert>
            )}
            <ErrorAlert error={checkout.error} />
            <Group>
              <Button
                size="md"
                loading={checkout.isPending || checkout.isSuccess}
                onClick={() => checkout.mutate(interval)}
              >
                {t('upgrade.cta')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
