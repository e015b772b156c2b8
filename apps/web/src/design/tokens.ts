import type { MantineColorsTuple } from '@mantine/core';

/**
 * Ordo's design tokens (issue 26 "The look"): one place for the scales every screen draws
 * from, so no screen keeps the component kit's default look. `app/theme.ts` hands them to
 * Mantine; `design/global.css` uses the same values for what Mantine does not style.
 */

/**
 * The brand accent: an ink violet, distinctive beside the kit's blue. Shade 8 carries white
 * text at 8.6:1 (filled controls in both schemes); shade 3 is the accent for text and links
 * on dark surfaces (6.4:1 on `dark.6`), shade 9 on light ones.
 */
export const ordo: MantineColorsTuple = [
  '#f2effe',
  '#e2dcfb',
  '#c3b6f5',
  '#a28df0',
  '#876eeb',
  '#7556e8',
  '#6947e4',
  '#5838cb',
  '#4b30b3',
  '#3d269a',
];

/**
 * Dark surfaces in layers, with a hint of the accent's hue instead of flat grey: 7 is the
 * page, 6 a card or an input on it, 5 what is raised or hovered on a card, 4 the borders.
 * 0 is body text, bright enough that headings never read grey on grey.
 */
export const dark: MantineColorsTuple = [
  '#ecebf3',
  '#c6c4d3',
  '#a3a0b6',
  '#7f7c94',
  '#45435a',
  '#34324a',
  '#25243a',
  '#19182b',
  '#131221',
  '#0d0c17',
];

/** A modular type scale (×1.2 from 16 px), in rem so a reader's font size setting holds. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
};

export const headings = {
  h1: { fontSize: '2.25rem', lineHeight: '1.15' },
  h2: { fontSize: '1.625rem', lineHeight: '1.25' },
  h3: { fontSize: '1.3125rem', lineHeight: '1.3' },
  h4: { fontSize: '1.125rem', lineHeight: '1.35' },
  h5: { fontSize: '1rem', lineHeight: '1.4' },
  h6: { fontSize: '0.875rem', lineHeight: '1.4' },
};

/** A 4 px grid. */
export const spacing = { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' };

export const radius = { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '20px' };

/** Soft shadows tinted with the accent's darkest shade rather than pure black. */
export const shadows = {
  xs: '0 1px 2px rgba(24, 16, 64, 0.06)',
  sm: '0 1px 3px rgba(24, 16, 64, 0.08), 0 1px 2px rgba(24, 16, 64, 0.05)',
  md: '0 4px 12px rgba(24, 16, 64, 0.08), 0 2px 4px rgba(24, 16, 64, 0.05)',
  lg: '0 12px 28px rgba(24, 16, 64, 0.12), 0 4px 8px rgba(24, 16, 64, 0.06)',
  xl: '0 24px 48px rgba(24, 16, 64, 0.16), 0 8px 16px rgba(24, 16, 64, 0.08)',
};
