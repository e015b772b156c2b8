import { Group, NavLink, Stack } from '@mantine/core';
import { MenuToggle } from '../../components/menu-toggle.tsx';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLink } from '../../components/brand-link.tsx';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ShortcutsHelp } from '../../components/shortcuts/shortcuts-help.tsx';
import { UserMenu } from '../../components/user-menu.tsx';
import { useBrand } from '../../hooks/use-brand.ts';
import { useFeatures } from '../../hooks/use-features.ts';
import { useUserData } from '../../api/users.ts';
import classes from './dashboard-layout.module.css';

/** The signed-in area: navigation on the left (a drawer on phones), the screen on the right. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const features = useFeatures();
  const brand = useBrand();
  const [opened, { toggle, close }] = useDisclosure(false);
  // A PRO user has nothing to upgrade to: the same entry leads to their subscription.
  const pro = useUserData().data?.plan.name === 'pro';

  const items = [
    {
      to: '/user/meetings',
      label: t('nav.meetings'),
      active: pathname === '/user' || pathname.startsWith('/user/meeting'),
    },
    { to: '/user/templates', label: t('nav.templates') },
    { to: '/user/methods', label: t('nav.methods') },
    ...(features.workspaces ? [{ to: '/user/workspaces', label: t('nav.workspaces') }] : []),
    ...(features.ai
      ? [{ to: `/user/${brand.slug}i`, label: t('nav.ai', { brand: brand.name }) }]
      : []),
    { to: '/user/settings', label: t('nav.settings') },
    ...(features.payment
      ? [{ to: '/user/subscription', label: pro ? t('screens.subscription') : t('nav.upgrade') }]
      : []),
  ];

  // Mantine's AppShell wrote its layout as a <style> element inside the body, which HTML does
  // not allow (html-validate, issue 27): the same layout is a CSS module here.
  return (
    <div className={classes.shell}>
      <header className={`${classes.header} ordo-shell-bar`} data-app-header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <MenuToggle opened={opened} onClick={toggle} label={t('nav.menu')} />
            <BrandLink to="/user" />
          </Group>
          <Group gap="sm">
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </header>
      <nav
        className={`${classes.nav} ordo-shell-nav`}
        data-opened={opened || undefined}
        aria-label={t('nav.main')}
      >
        <div className={classes.links}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={item.active ?? pathname.startsWith(item.to)}
              className={classes.link}
              onClick={close}
            />
          ))}
        </div>
        <Stack gap="xs" align="flex-start">
          <ShortcutsHelp />
          <LanguageSwitcher />
        </Stack>
      </nav>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
