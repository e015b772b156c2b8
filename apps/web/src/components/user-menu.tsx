import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserData } from '../api/users.ts';

/** Initials for an avatar without a photo: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in person in the header: photo or initials, name, settings and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const data = useUserData().data;
  const name = data?.profile.fullName ?? '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={data?.profile.photoUrl} alt="" radius="xl" size="sm" color="indigo">
              {initialsOf(name)}
            </Avatar>
            <Text size="sm" visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
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
