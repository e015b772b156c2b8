import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatPrice } from './format-price.ts';
import { PlanCard } from './plan-card.tsx';
import { ProAction } from './pro-action.tsx';
import { Columns } from '../../design/columns.tsx';

type Interval = 'month' | 'year';

/** /pricing: Free and PRO side by side, prices from the installation's configuration. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const brand = useBrand();
  const config = useConfig().data;
  const features = useFeatures();
  const signedIn = useAuthToken() !== null;
  const language = currentLanguage();
  const [interval, setInterval] = useState<Interval>('year');
  usePageMeta(t('meta.title', { brand: brand.name }), t('meta.description'));

  const monthly = config?.pricing.monthly ?? 12;
  const yearly = config?.pricing.yearly ?? 96;
  const saving = Math.round((1 - yearly / (monthly * 12)) * 100);
  const perMonth = interval === 'year' ? yearly / 12 : monthly;
  const versions = config?.limits ?? { historyVersionsFree: 20, historyVersionsPro: 100 };

  const freeFeatures = ['meetings', 'tryout', 'live', 'share', 'insight']
    .concat(features.ai ? ['ai'] : [])
    .concat(['history', 'logo'])
    .map((id) =>
      t(`free.features.${id}`, { count: versions.historyVersionsFree, brand: brand.name }),
    );
  const proFeatures = (features.workspaces ? ['teamspaces'] : [])
    .concat(['branding', 'colours', 'history'])
    .concat(features.ai ? ['ai'] : [])
    .map((id) =>
      t(`pro.features.${id}`, { count: versions.historyVersionsPro, brand: brand.name }),
    );

  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {t('title')}
          </Title>
          <Text fz="lg" maw={620}>
            {t('intro')}
          </Text>
          <SegmentedControl
            aria-label={t('interval.label')}
            value={interval}
            onChange={(value) => setInterval(value as Interval)}
            data={[
              { value: 'month', label: t('interval.month') },
              {
                value: 'year',
                label:
                  saving > 0
                    ? `${t('interval.year')} (${t('interval.save', { percent: saving })})`
                    : t('interval.year'),
              },
            ]}
          />
        </Stack>
        <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
          <PlanCard
            name={t('free.name')}
            price={<Price amount={formatPrice(0, language)} note={t('free.period')} />}
            tagline={t('free.tagline')}
            features={freeFeatures}
            action={
              <Button
                variant="default"
                size="md"
                component={Link}
                to={signedIn ? '/user' : '/user/login?mode=signup'}
              >
                {signedIn ? t('free.ctaSignedIn') : t('free.cta')}
              </Button>
            }
          />
          <PlanCard
            highlighted
            name={t('pro.name')}
            price={
              <Price
                amount={t('pro.perMonth', { price: formatPrice(perMonth, language) })}
                note={
                  interval === 'year'
                    ? t('pro.billedYearly', { price: formatPrice(yearly, language) })
                    : t('pro.billedMonthly')
                }
              />
            }
            tagline={t('pro.tagline')}
            lead={t('pro.everything')}
            features={proFeatures}
            action={
              <ProAction interval={interval} payment={features.payment} signedIn={signedIn} />
            }
          />
        </Columns>
        {features.payment && (
          <Alert
            variant="light"
            icon={<IconSparkles size={20} aria-hidden />}
            title={t('earlyAdopter.title')}
          >
            {t('earlyAdopter.body')}
          </Alert>
        )}
        <Stack gap="md" component="section" aria-labelledby="pricing-questions">
          <Title order={2} id="pricing-questions" fz="xl">
            {t('questions.heading')}
          </Title>
          {(['vat', 'free', 'end'] as const).map((id) => (
            <div key={id}>
              <Title order={3} fz="md">
                {t(`questions.${id}.q`)}
              </Title>
              <Text>{t(`questions.${id}.a`)}</Text>
            </div>
          ))}
          <Group>
            <Anchor component={Link} to="/subscription-end">
              {t('questions.endLink')}
            </Anchor>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}

function Price({ amount, note }: { amount: string; note: string }) {
  return (
    <div>
      <Text fz={36} fw={800} lh={1.1}>
        {amount}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </div>
  );
}
