import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { formatPrice } from '../pricing/format-price.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { Columns } from '../../design/columns.tsx';

/** Free and PRO in two sentences, and the way to the full comparison on /pricing. */
export function PlansSection() {
  const { t } = useTranslation('home');
  const config = useConfig().data;
  const language = currentLanguage();
  const perMonthYearly = config ? config.pricing.yearly / 12 : 8;
  return (
    <Stack gap="md" component="section" aria-labelledby="plans-heading">
      <Title order={2} id="plans-heading" fz={{ base: 24, sm: 28 }}>
        {t('plans.heading')}
      </Title>
      <Columns cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Group mb="xs">
            <Title order={3} fz="lg">
              {t('plans.free')}
            </Title>
          </Group>
          <Text size="sm">{t('plans.freeBody')}</Text>
        </Card>
        <Card withBorder padding="lg">
          <Group mb="xs">
            <Title order={3} fz="lg">
              {t('plans.pro')}
            </Title>
            <Badge variant="light">PRO</Badge>
          </Group>
          <Text size="sm">
            {t('plans.proBody', {
              versions: config?.limits.historyVersionsPro ?? 100,
              price: formatPrice(Math.min(perMonthYearly, config?.pricing.monthly ?? 12), language),
            })}
          </Text>
        </Card>
      </Columns>
      <div>
        <Button component={Link} to="/pricing" variant="light">
          {t('plans.compare')}
        </Button>
      </div>
    </Stack>
  );
}
