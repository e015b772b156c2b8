import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { LazyModals, LazyNotifications } from './lazy-overlays.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { cspNonce } from './csp-nonce.ts';
import { ShortcutsProvider } from '../components/shortcuts/shortcut-registry.tsx';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'ordo.colorScheme' });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
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
