import { ActionIcon } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';

type MenuToggleProps = {
  opened: boolean;
  onClick: () => void;
  label: string;
  /** From this width on the links are in the header and the button hides. */
  hiddenFrom?: 'sm' | 'md';
};

/**
 * The phone layout's menu button. Mantine's Burger draws its lines with a <div> inside the
 * <button>, which HTML does not allow (html-validate, issue 27); this is a plain icon button
 * that says whether the menu is open.
 */
export function MenuToggle({ opened, onClick, label, hiddenFrom = 'sm' }: MenuToggleProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      hiddenFrom={hiddenFrom}
      onClick={onClick}
      aria-label={label}
      aria-expanded={opened}
    >
      {opened ? <IconX size={22} aria-hidden="true" /> : <IconMenu2 size={22} aria-hidden="true" />}
    </ActionIcon>
  );
}
