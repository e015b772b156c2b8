import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePayTestCheckout, useTestCheckout } from '../../api/billing.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatPrice } from '../pricing/format-price.ts';

/**
 * /user/subscription/test-checkout?session=…: the checkout of BILLING_TEST_MODE. Labelled as a
 * test everywhere a payment page would show a brand; one button upgrades at once.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('billing');
  const brand = useBrand();
  const navigate = useNavigate();
  const session = useSearchParams()[0].get('session') ?? '';
  const checkout = useTestCheckout(session);
  const pay = usePayTestCheckout(session);
  usePageMeta(`${t('testCheckout.badge')} · ${t('testCheckout.title')} · ${brand.name}`);

  const data = checkout.data;
  return (
    <Paper withBorder p="xl" radius="md" maw={560} style={{ borderStyle: 'dashed' }}>
      <Stack gap="md">
        <Group gap="sm">
          <Badge color="yellow" variant="filled" size="lg" c="dark.9">
            {t('testCheckout.badge')}
          </Badge>
          <Title order={1} size="h2">
            {t('testCheckout.title')}
          </Title>
        </Group>
        <Alert color="yellow" variant="light" icon={<IconFlask size={20} aria-hidden />}>
          {t('testCheckout.warning')}
        </Alert>
        {checkout.isPending && session !== '' && <Skeleton h={80} />}
        {(session === '' || checkout.isError) && (
          <Alert color="red" variant="light" role="alert">
            {t('testCheckout.missing')}
          </Alert>
        )}
        {data && (
          <>
            <Divider />
            <Stack gap={2}>
              <Text fw={600}>
                {t('testCheckout.summary', {
                  brand: brand.name,
                  interval: data.interval === 'year' ? t('plan.yearly') : t('plan.monthly'),
                })}
              </Text>
              <Text fz={24} fw={700}>
                {t('testCheckout.amount', { price: formatPrice(data.amount, currentLanguage()) })}
              </Text>
            </Stack>
            {data.completed && <Text>{t('testCheckout.paid')}</Text>}
            <ErrorAlert error={pay.error} />
            <Group>
              <Button
                size="md"
                color="yellow"
                c="dark.9"
                disabled={data.completed}
                loading={pay.isPending}
                onClick={() =>
                  pay.mutate(undefined, {
                    onSuccess: () => void navigate('/user/subscription/success'),
                  })
                }
              >
                {t('testCheckout.pay')}
              </Button>
              <Button component={Link} to="/user/subscription/cancel" variant="default">
                {t('testCheckout.leave')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
