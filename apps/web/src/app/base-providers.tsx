import { useMemo, type ReactNode } from 'react';
import {
  MantineProvider,
  mergeThemeOverrides,
  localStorageColorSchemeManager,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModals, LazyNotifications } from './lazy-overlays.tsx';
import { theme } from './theme.ts';
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

/**
 * Theme, colour scheme, toasts, modals and shortcuts: what every screen needs, in the full app
 * (AppProviders adds the query cache) and in the participants' build, which has no TanStack
 * Query (issue 11's page weight).
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  const localized = useLocalizedTheme();
  return (
    <MantineProvider
      theme={localized}
      // The theme's variables and the hiddenFrom/visibleFrom classes come with the stylesheet
      // (design/theme-variables.css): the provider would write them in <style> elements
      // inside the body, where HTML allows none (issue 27).
      withCssVariables={false}
      withGlobalClasses={false}
      // Responsive style props (`fz={{ base, sm }}`) as React 19 style resources, which React
      // puts in the head (the prerender moves them there too), not a <style> in the body.
      deduplicateInlineStyles
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      getStyleNonce={() => cspNonce() ?? ''}
    >
      <LazyNotifications />
      <LazyModals />
      <ShortcutsProvider>{children}</ShortcutsProvider>
    </MantineProvider>
  );
}
