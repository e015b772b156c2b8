import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { Columns } from '../../design/columns.tsx';

const steps = [
  { id: 'write', icon: IconPencil },
  { id: 'share', icon: IconShare },
  { id: 'run', icon: IconPlayerPlay },
];

/** /welcome and /public/welcome: the three steps of Ordo and the ways to take the first one. */
export function WelcomePage() {
  const { t } = useTranslation('resources');
  const brand = useBrand();
  const signedIn = useAuthToken() !== null;
  usePageMeta(t('welcome.title', { brand: brand.name }), t('welcome.meta', { brand: brand.name }));
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('welcome.title', { brand: brand.name })}</Title>
          <Text fz="lg">{t('welcome.intro')}</Text>
        </Stack>
        <Columns cols={{ base: 1, sm: 3 }} spacing="md" component="ol" p={0} m={0}>
          {steps.map(({ id, icon: Icon }, index) => (
            <Card key={id} withBorder padding="lg" component="li" style={{ listStyle: 'none' }}>
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" variant="light">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {index + 1}. {t(`welcome.steps.${id}.title`)}
                </Title>
              </Group>
              <Text size="sm">{t(`welcome.steps.${id}.body`)}</Text>
            </Card>
          ))}
        </Columns>
        <Group gap="sm">
          {signedIn ? (
            <Button size="md" component={Link} to="/user">
              {t('welcome.signedIn')}
            </Button>
          ) : (
            <Button size="md" component={Link} to="/meeting/editor">
              {t('welcome.start')}
            </Button>
          )}
          <Button size="md" variant="default" component={Link} to="/templates">
            {t('welcome.templates')}
          </Button>
          <Button size="md" variant="subtle" component={Link} to="/help">
            {t('welcome.help')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
