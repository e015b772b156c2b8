import { Accordion, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatPrice } from '../pricing/format-price.ts';

/** Questions in the order a newcomer asks them; `ai` only where the AI coach is on. */
export const faqIds = [
  'account',
  'syntax',
  'participants',
  'code',
  'join',
  'live',
  'network',
  'insight',
  'ai',
  'price',
  'language',
  'data',
  'print',
] as const;

export function FaqSection() {
  const { t } = useTranslation('home');
  const features = useFeatures();
  const pricing = useConfig().data?.pricing;
  const language = currentLanguage();
  const prices = {
    monthly: formatPrice(pricing?.monthly ?? 12, language),
    yearly: formatPrice(pricing?.yearly ?? 96, language),
  };
  const ids = faqIds.filter((id) => id !== 'ai' || features.ai);
  return (
    <Stack
      gap="md"
      component="section"
      id="faq"
      aria-labelledby="faq-heading"
      style={{ scrollMarginTop: 72 }}
    >
      <Title order={2} id="faq-heading" fz={{ base: 24, sm: 28 }}>
        {t('faq.heading')}
      </Title>
      {/* `order` wraps each control in an <h3> (valid HTML: a heading around the button, not
          inside its <span>), so the questions stay headings for screen readers. */}
      <Accordion variant="separated" multiple order={3}>
        {ids.map((id) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control fw={600}>{t(`faq.items.${id}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.items.${id}.a`, prices)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Anchor component={Link} to="/help">
        {t('faq.more')}
      </Anchor>
    </Stack>
  );
}
