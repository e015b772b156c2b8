import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBrain,
  IconChartBar,
  IconLanguage,
  IconLock,
  IconPrinter,
  IconTemplate,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEffect } from 'react';
import { useBrand } from '../../hooks/use-brand.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { FaqSection } from './faq-section.tsx';
import { FeatureGrid, type FeatureItem } from './feature-grid.tsx';
import { HeroSection } from './hero-section.tsx';
import { LiveDemo } from './live-demo.tsx';
import { PlansSection } from './plans-section.tsx';
import { ShowcaseSection } from './showcase-section.tsx';
import { AudienceSection } from './audience-section.tsx';
import { SyntaxSection } from './syntax-section.tsx';
import classes from './home.module.css';

/** The landing page (SPEC §2 `/`): what Ordo does for a facilitator, shown rather than told. */
export function HomePage() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const features = useFeatures();
  usePageMeta(t('meta.title', { brand: brand.name }), t('meta.description'));
  const { hash } = useLocation();
  // The help links to /#faq: a client-side navigation does not scroll to an anchor by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const aroundItems: FeatureItem[] = [
    { id: 'share', icon: IconLock },
    { id: 'insight', icon: IconChartBar },
    ...(features.ai ? [{ id: 'ai', icon: IconBrain }] : []),
    { id: 'templates', icon: IconTemplate },
    { id: 'print', icon: IconPrinter },
    { id: 'languages', icon: IconLanguage },
  ];
  return (
    <>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={56}>
          <HeroSection />
          <LiveDemo />
          <SyntaxSection />
          <ShowcaseSection />
          <AudienceSection />
          <FeatureGrid
            id="features-heading"
            heading={t('features.heading')}
            prefix="features"
            items={aroundItems}
          />
          <PlansSection />
          <FaqSection />
        </Stack>
      </Container>
      <div className={classes.band}>
        <Container size="lg" py={48}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} fz={{ base: 24, sm: 28 }}>
              {t('cta.heading')}
            </Title>
            <Text>{t('cta.body')}</Text>
            <Group justify="center">
              <Button size="md" component={Link} to="/meeting/editor">
                {t('cta.open')}
              </Button>
              <Button size="md" variant="default" component={Link} to="/templates">
                {t('hero.templates')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </div>
    </>
  );
}
