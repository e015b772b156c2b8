import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import classes from './home.module.css';

/** The promise in one sentence and the ways in: try, sign up (or back to work), templates. */
export function HeroSection() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const signedIn = useAuthToken() !== null;
  return (
    <Stack gap="lg" align="flex-start">
      <Text fw={700} className={classes.eyebrow}>
        {t('hero.eyebrow')}
      </Text>
      <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
        {t('hero.headline')}
      </Title>
      <Text fz={{ base: 'md', sm: 'xl' }} maw={720}>
        {t('hero.pitch', { brand: brand.name })}
      </Text>
      <Group gap="sm">
        <Button
          size="md"
          component={Link}
          to="/meeting/editor"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('hero.tryEditor')}
        </Button>
        {signedIn ? (
          <Button size="md" variant="default" component={Link} to="/user">
            {t('hero.dashboard')}
          </Button>
        ) : (
          <Button size="md" variant="default" component={Link} to="/user/login?mode=signup">
            {t('hero.signUp')}
          </Button>
        )}
        <Button size="md" variant="subtle" component={Link} to="/templates">
          {t('hero.templates')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('hero.noAccount')}
        {!signedIn && (
          <>
            {' '}
            {t('hero.haveAccount')}{' '}
            <Anchor component={Link} to="/user/login" size="sm" underline="always">
              {t('hero.signIn')}
            </Anchor>
          </>
        )}
      </Text>
    </Stack>
  );
}
