import { useRef, useState, type ComponentType } from 'react';
import type { LoadedUserMenu } from './user-menu-dropdown.tsx';
import { UserButton } from './user-button.tsx';

type Menu = ComponentType<Parameters<typeof LoadedUserMenu>[0]>;

/**
 * The signed-in person in the header, opening their account menu. The menu's code (Mantine's
 * Menu with Floating UI, some 30 KB) is the only floating part of a meeting's editor, so it
 * loads when the pointer reaches the button or the keyboard focuses it, not with the page
 * (issue 11's page weight); a click that comes before it opens the menu as soon as it is here.
 */
export function UserMenu() {
  const [menu, setMenu] = useState<{ Menu: Menu; focused: boolean } | null>(null);
  const [clicked, setClicked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    import('./user-menu-dropdown.tsx').then(
      (module) =>
        setMenu({
          Menu: module.LoadedUserMenu,
          focused: document.activeElement === button.current,
        }),
      // A failed download leaves the button as it is; the next approach tries again.
      () => void (requested.current = false),
    );
  };
  if (menu) return <menu.Menu opened={clicked} focused={menu.focused} />;
  // Pressed before the menu's code is here: it opens on arrival. Pointer down, not click: if the
  // menu's own button replaces this one between press and release, no click reaches either.
  const press = () => {
    setClicked(true);
    load();
  };
  return (
    <UserButton
      ref={button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={press}
      onClick={press}
    />
  );
}
