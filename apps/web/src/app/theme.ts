import { createTheme } from '@mantine/core';

/** Ordo's look: calm blue primary, rounded controls, system fonts (no external font loads). */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
