import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/use-hydrated.ts';

/** Light / dark switch, remembered in localStorage by Mantine's color scheme manager. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  // A prerendered page knows no stored scheme: its first render in the browser (hydration) must
  // say what the server said, and the real scheme follows right after.
  const hydrated = useHydrated();
  const stored = useComputedColorScheme('light');
  const computed = hydrated ? stored : 'light';
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(next === 'dark' ? 'colorScheme.dark' : 'colorScheme.light')}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
