import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { BackHomeLink } from './back-home-link.tsx';
import { HelpSection } from './help-section.tsx';
import { HelpShortcuts } from './help-shortcuts.tsx';
import { HelpStageOptions } from './help-stage-options.tsx';
import { HelpSyntax } from './help-syntax.tsx';

const sectionIds = ['syntax', 'share', 'live', 'insight', 'shortcuts', 'faq'] as const;

/** /help: the line syntax, sharing and access codes, live runs, Insight, shortcuts, the FAQ. */
export function HelpPage() {
  const { t } = useTranslation('resources');
  const brand = useBrand();
  usePageMeta(`${t('help.title')} · ${brand.name}`, t('help.meta'));
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('help.title')}</Title>
          <Text fz="lg">{t('help.intro', { brand: brand.name })}</Text>
        </div>
        <nav aria-labelledby="help-toc">
          <Text fw={700} id="help-toc">
            {t('help.toc')}
          </Text>
          <List spacing={4}>
            {sectionIds.map((id) => (
              <List.Item key={id}>
                <Anchor href={`#help-${id}`}>{t(`help.${id}.title`)}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        <HelpSyntax />
        <HelpSection id="share">
          <Text>{t('help.share.body')}</Text>
          <List spacing={4}>
            <List.Item>{t('help.share.private')}</List.Item>
            <List.Item>{t('help.share.public')}</List.Item>
            <List.Item>{t('help.share.restricted')}</List.Item>
          </List>
          <Text>{t('help.share.join')}</Text>
        </HelpSection>
        <HelpSection id="live">
          <Text>{t('help.live.body')}</Text>
          <List spacing={4}>
            <List.Item>{t('help.live.cockpit')}</List.Item>
            <List.Item>{t('help.live.stage')}</List.Item>
            <List.Item>{t('help.live.remote')}</List.Item>
          </List>
          <Text>{t('help.live.warnings')}</Text>
          <Text>{t('help.live.offline')}</Text>
          <HelpStageOptions />
          <Text>{t('help.live.end')}</Text>
        </HelpSection>
        <HelpSection id="insight">
          <Text>{t('help.insight.body')}</Text>
        </HelpSection>
        <HelpSection id="shortcuts">
          <Text>{t('help.shortcuts.body')}</Text>
          <HelpShortcuts />
        </HelpSection>
        <HelpSection id="faq">
          <Text>{t('help.faq.body')}</Text>
          <Anchor component={Link} to="/#faq">
            {t('help.faq.link')}
          </Anchor>
        </HelpSection>
        <BackHomeLink />
      </Stack>
    </Container>
  );
}
