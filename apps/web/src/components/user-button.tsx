import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

/** The signed-in person in the header: photo or initials, and the name on wider screens. */
export const UserButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function UserButton(props, ref) {
    const { t } = useTranslation();
    const data = useUserData().data;
    const name = data?.profile.fullName ?? '';
    return (
      // Spans all the way down: a <button> holds phrasing content only (html-validate).
      <UnstyledButton ref={ref} aria-label={t('userMenu.label')} {...props}>
        <Group component="span" gap="xs" wrap="nowrap">
          <Avatar
            component="span"
            src={data?.profile.photoUrl}
            alt=""
            radius="xl"
            size="sm"
            color="indigo"
          >
            {initialsOf(name)}
          </Avatar>
          <Text component="span" size="sm" visibleFrom="sm" maw={180} truncate>
            {name}
          </Text>
        </Group>
      </UnstyledButton>
    );
  },
);
