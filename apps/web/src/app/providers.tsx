import { useMemo, type ReactNode } from 'react';
import {
  MantineProvider,
  mergeThemeOverrides,
  localStorageColorSchemeManager,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModals, LazyNotifications } from './lazy-overlays.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { cspNonce } from './csp-nonce.ts';
import { ShortcutsProvider } from '../components/shortcuts/shortcut-registry.tsx';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'ordo.colorScheme' });

/**
 * The theme with what needs the interface language: every toast's close button is named
 * (axe: a button needs a name), whichever screen raised the toast.
 */
function useLocalizedTheme() {
  const { t } = useTranslation();
  const close = t('actions.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const localized = useLocalizedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={localized}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        getStyleNonce={() => cspNonce() ?? ''}
      >
        <LazyNotifications />
        <LazyModals />
        <ShortcutsProvider>{children}</ShortcutsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
