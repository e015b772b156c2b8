import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../hooks/use-brand.ts';

/** The front door: what the product is and the two ways in. The full landing page comes later. */
export function HomePage() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  return (
    <Container size="md" py={80}>
      <Stack gap="lg" align="flex-start">
        <Title order={1} fz={{ base: 34, sm: 48 }}>
          {t('headline')}
        </Title>
        <Text fz="lg" c="dimmed" maw={640}>
          {t('pitch', { brand: brand.name })}
        </Text>
        <Group>
          <Button size="md" component={Link} to="/meeting/editor">
            {t('tryEditor')}
          </Button>
          <Button size="md" variant="default" component={Link} to="/user/login">
            {t('signIn')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
