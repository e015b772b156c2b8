import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { interval: 'month' | 'year'; payment: boolean; signedIn: boolean };

/**
 * The PRO call to action: sign up first when signed out, then the subscription page. Without
 * the `payment` feature there is nothing to buy here, so it says who grants PRO instead.
 */
export function ProAction({ interval, payment, signedIn }: Props) {
  const { t } = useTranslation('pricing');
  if (!payment)
    return (
      <Text size="sm" data-testid="pro-admin">
        {t('pro.admin')}
      </Text>
    );
  const subscription = `/user/subscription?interval=${interval}`;
  const to = signedIn
    ? subscription
    : `/user/login?mode=signup&next=${encodeURIComponent(subscription)}`;
  return (
    <Button size="md" component={Link} to={to}>
      {signedIn ? t('pro.ctaSignedIn') : t('pro.cta')}
    </Button>
  );
}
