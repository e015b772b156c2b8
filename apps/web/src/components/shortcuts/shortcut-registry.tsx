import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** One line of a shortcuts help: the keys to press together and what they do, translated. */
export type ShortcutRow = { id: string; keys: readonly string[]; label: string };

/** A screen's shortcuts, listed under their own heading in the help. */
export type ShortcutGroup = { id: string; title: string; rows: readonly ShortcutRow[] };

type Registry = {
  groups: ShortcutGroup[];
  setGroup: (id: string, group: ShortcutGroup | null) => void;
};

const RegistryContext = createContext<Registry | null>(null);

/** Holds the shortcut tables of whatever screens are mounted, for the one help dialog. */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const [byId, setById] = useState<ReadonlyMap<string, ShortcutGroup>>(new Map());
  // Stable across renders: screens register in an effect that depends on it, and a new
  // function after every registration would unregister and register again, forever.
  const setGroup = useCallback((id: string, group: ShortcutGroup | null) => {
    setById((current) => {
      if (current.get(id) === (group ?? undefined)) return current;
      const next = new Map(current);
      if (group) next.set(id, group);
      else next.delete(id);
      return next;
    });
  }, []);
  const registry = useMemo<Registry>(
    () => ({ groups: [...byId.values()], setGroup }),
    [byId, setGroup],
  );
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/**
 * Lists `group` in the shortcuts help while the calling screen is mounted. Pass the same table
 * the screen binds its keys from, so the help cannot drift from what the keys do; memoise it.
 */
export function useScreenShortcuts(group: ShortcutGroup): void {
  const setGroup = useContext(RegistryContext)?.setGroup;
  useEffect(() => {
    if (!setGroup) return undefined;
    setGroup(group.id, group);
    return () => setGroup(group.id, null);
  }, [group, setGroup]);
}

/** The shortcut tables of the screens on display now. */
export function useRegisteredShortcuts(): ShortcutGroup[] {
  return useContext(RegistryContext)?.groups ?? [];
}
