import { useEffect, useRef } from 'react';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserData } from '../api/users.ts';
import { UserButton } from './user-button.tsx';

type LoadedUserMenuProps = {
  /** Clicked before this code arrived: open at once. */
  opened: boolean;
  /** The button had the keyboard focus when it was swapped for this one: keep it there. */
  focused: boolean;
};

/** The header's account menu itself: the address, settings and sign-out (see UserMenu). */
export function LoadedUserMenu({ opened, focused }: LoadedUserMenuProps) {
  const { t } = useTranslation();
  const data = useUserData().data;
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <UserButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {data && <Menu.Label>{data.user.email}</Menu.Label>}
        <Menu.Item component={Link} to="/user/settings">
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/user/logout">
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
