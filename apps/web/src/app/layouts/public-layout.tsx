import { Button, Group, Stack } from '@mantine/core';
import { MenuToggle } from '../../components/menu-toggle.tsx';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLink } from '../../components/brand-link.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import classes from './public-layout.module.css';

const links = [
  { to: '/templates', label: 'nav.templates' },
  { to: '/methods', label: 'nav.methods' },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/meeting/join', label: 'nav.join' },
];

/**
 * Pages anyone can open: header with the main links, the page, the footer. The links fold into
 * the menu below Mantine's `md` (992 px): four links and the account button do not fit one row
 * at 768 px in French.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Signed in, the account link leads back to the dashboard instead of the sign-in page.
  const account =
    useAuthToken() === null
      ? { to: '/user/login', label: 'nav.signIn' }
      : { to: '/user', label: 'nav.meetings' };
  return (
    <>
      <header className={classes.header} data-app-header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <BrandLink />
          <Group gap="xs" visibleFrom="md" component="nav" aria-label={t('nav.main')}>
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="subtle">
                {t(link.label)}
              </Button>
            ))}
            <Button component={Link} to={account.to} variant="default">
              {t(account.label)}
            </Button>
          </Group>
          <MenuToggle opened={opened} onClick={toggle} label={t('nav.menu')} hiddenFrom="md" />
        </Group>
      </header>
      <main className={classes.main}>
        <div className={classes.page}>
          {opened && (
            <Stack hiddenFrom="md" p="md" gap="xs" component="nav" aria-label={t('nav.main')}>
              {[...links, account].map((link) => (
                <Button key={link.to} component={Link} to={link.to} variant="light" onClick={close}>
                  {t(link.label)}
                </Button>
              ))}
            </Stack>
          )}
          <Outlet />
        </div>
        <SiteFooter />
      </main>
    </>
  );
}
