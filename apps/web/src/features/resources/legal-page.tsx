import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/config.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { BackHomeLink } from './back-home-link.tsx';
import { linkEnvName } from './topics.ts';

const sections = {
  privacy: ['who', 'what', 'why', 'shared', 'browser', 'analytics', 'ai', 'keep', 'rights'],
  terms: ['service', 'content', 'use', 'account', 'plans', 'end', 'liability', 'changes'],
} as const;

/**
 * The default privacy notice and terms of a self-hosted installation. The analytics paragraph
 * follows the configuration, so the notice never claims more or less than the app does.
 */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { t } = useTranslation('resources');
  const brand = useBrand();
  const analytics = Boolean(useConfig().data?.analyticsUrl);
  const title = t(`legal.${kind}.title`);
  usePageMeta(`${title} · ${brand.name}`, t(`legal.${kind}.meta`));
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Alert variant="light" color="gray">
          {t('legal.notice', { brand: brand.name })}{' '}
          {t('elsewhere.operator', { variable: linkEnvName(kind), path: `/${kind}` })}
        </Alert>
        {sections[kind].map((id) => (
          <Stack key={id} gap={4} component="section">
            <Title order={2} fz="lg">
              {t(`legal.${kind}.sections.${id}.h`)}
            </Title>
            <Text>
              {id === 'analytics'
                ? t(`legal.privacy.sections.analytics.${analytics ? 'on' : 'off'}`)
                : t(`legal.${kind}.sections.${id}.p`, { brand: brand.name })}
            </Text>
          </Stack>
        ))}
        <BackHomeLink />
      </Stack>
    </Container>
  );
}
