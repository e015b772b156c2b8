import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Ordo's look: calm blue primary, rounded controls, system fonts (no external font loads).
 * Shades are one step darker than Mantine's defaults so text on buttons and links, and dimmed
 * text, reach WCAG AA contrast (axe runs in the e2e tests).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
