import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceLinkName } from '@ordo/contract';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { BackHomeLink } from './back-home-link.tsx';
import { linkEnvName, parseLinks } from './topics.ts';

type Props = { topic: string; path: string; linkName: ResourceLinkName | null };

/**
 * A topic with no configured link: what it is about, where its content will live (or, for the
 * teamspace and subscription topics, what the situation means), and where to go next.
 */
export function InfoPage({ topic, path, linkName }: Props) {
  const { t } = useTranslation('resources');
  const brand = useBrand();
  const title = t(`topics.${topic}.title`, { brand: brand.name });
  usePageMeta(`${title} · ${brand.name}`, t(`topics.${topic}.body`, { brand: brand.name }));
  const links = parseLinks(t(`topics.${topic}.links`));
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text fz="lg">{t(`topics.${topic}.body`, { brand: brand.name })}</Text>
        <Alert
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t(`topics.${topic}.heading`)}
          w="100%"
        >
          {t(`topics.${topic}.where`, { brand: brand.name })}
        </Alert>
        {links.length > 0 && (
          <Group gap="sm">
            {links.map((link, index) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant={index === 0 ? 'filled' : 'default'}
              >
                {link.label}
              </Button>
            ))}
          </Group>
        )}
        {linkName && (
          <Text size="sm" c="dimmed">
            {t('elsewhere.operator', { variable: linkEnvName(linkName), path })}
          </Text>
        )}
        <BackHomeLink />
      </Stack>
    </Container>
  );
}
