import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrand } from '../hooks/use-brand.ts';
import { useHomePath } from '../hooks/use-home-path.ts';
import { usePageMeta } from '../hooks/use-page-meta.ts';

/**
 * /under-construction, and the screen of a route whose feature a later issue builds: the
 * route, its layout and its parameters are real; the page says plainly what is not ready yet
 * and offers what already works.
 */
export function UnderConstruction({ screen = 'underConstruction' }: { screen?: string }) {
  const { t } = useTranslation();
  const { t: resources } = useTranslation('resources');
  const brand = useBrand();
  const home = useHomePath();
  const params = useParams();
  const title =
    screen === 'underConstruction' ? resources('underConstruction.title') : t(`screens.${screen}`);
  usePageMeta(`${title} · ${brand.name}`, resources('underConstruction.meta'));
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Stack align="flex-start">
        <Badge variant="light">{resources('underConstruction.badge')}</Badge>
        <Title order={1}>{title}</Title>
        <Text>{resources('underConstruction.body', { brand: brand.name })}</Text>
        {Object.entries(params).map(([name, value]) => (
          <Text key={name} size="sm" c="dimmed" data-testid={`param-${name}`}>
            {name}: {value}
          </Text>
        ))}
        <Group gap="sm">
          {home === '/user' ? (
            <Button component={Link} to="/user">
              {resources('backDashboard')}
            </Button>
          ) : (
            <Button component={Link} to="/meeting/editor">
              {resources('underConstruction.editor')}
            </Button>
          )}
          <Button component={Link} to="/help" variant="default">
            {resources('underConstruction.help')}
          </Button>
        </Group>
        {home === '/' && (
          <Anchor component={Link} to="/">
            {t('notFound.backHome')}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
