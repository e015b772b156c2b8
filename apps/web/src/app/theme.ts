import {
  Anchor,
  createTheme,
  darken,
  luminance,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { dark, fontSizes, headings, ordo, radius, shadows, spacing } from '../design/tokens.ts';

/**
 * Tinted variants (light, subtle, outline) ignore a shade in `color="red.9"`. Mantine paints
 * a light button of an explicit shade with that solid shade behind text of the same hue's
 * darkest shade — red on red, the unreadable Delete button — and a subtle one with a mid shade
 * that fails contrast. The bare colour's variables below are tuned per colour scheme instead.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const tinted =
    input.variant === 'light' || input.variant === 'subtle' || input.variant === 'outline';
  if (tinted && input.color) {
    const parsed = parseThemeColor({ color: input.color, theme: input.theme });
    if (parsed.isThemeColor && parsed.shade !== undefined)
      return defaultVariantColorsResolver({ ...input, color: parsed.color });
  }
  return defaultVariantColorsResolver(input);
};

/**
 * Ordo's look (issue 26): the ink-violet accent and layered dark surfaces of
 * `design/tokens.ts`, its type scale, spacing, radii and shadows, and each component's default
 * set here so no screen keeps the kit's default look. System fonts (no external font loads).
 * Filled controls use shade 8 in both schemes (Mantine's dark default, 5, puts white text
 * at 3:1), and pale colours (yellow, lime) get dark text: every button variant reaches WCAG AA,
 * which `theme.test.ts` checks for every colour, variant and scheme.
 */
export const theme = createTheme({
  colors: { ordo, dark },
  primaryColor: 'ordo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // Where white and black text both reach 4.5:1 on the fill, the better one wins.
  luminanceThreshold: 0.179,
  variantColorResolver,
  defaultRadius: 'md',
  // A ring on keyboard focus only (a click does not leave one); design/global.css draws it.
  focusRing: 'auto',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizes,
  spacing,
  radius,
  shadows,
  headings: { fontWeight: '700', sizes: headings },
  // Plain objects rather than `Button.extend(…)`: the front door's bundle would otherwise
  // carry the code of every component named here (mantine-styles.test.ts).
  components: {
    // A link must not be told apart by its colour alone (axe link-in-text-block, which dark
    // mode's lighter text made fail): links are always underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Badge: { defaultProps: { radius: 'sm' }, classNames: { root: 'ordo-badge' } },
    Button: { classNames: { root: 'ordo-button' } },
    Card: {
      defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs' },
      classNames: { root: 'ordo-surface' },
    },
    Menu: { defaultProps: { shadow: 'lg', radius: 'md' } },
    Modal: {
      defaultProps: {
        radius: 'lg',
        shadow: 'xl',
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
      },
      classNames: { content: 'ordo-surface', header: 'ordo-surface' },
    },
    Paper: { classNames: { root: 'ordo-surface' } },
    Popover: { defaultProps: { shadow: 'lg', radius: 'md' } },
    Table: { defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } },
    Tabs: { classNames: { tab: 'ordo-tab' } },
    Tooltip: { defaultProps: { radius: 'sm' } },
  },
});

const contrastOf = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

/** `colour`, darkened in small steps until it reads at 4.5:1 on `backdrop` (WCAG AA). */
function readableOn(colour: string, backdrop: string): string {
  let result = colour;
  for (let step = 1; contrastOf(result, backdrop) < 4.6 && step <= 20; step += 1)
    result = darken(colour, step * 0.04);
  return result;
}

/**
 * Light scheme: coloured text, outlines and tinted buttons use the hue's darkest shade,
 * darkened further where the palette's own 9 is too pale (green, teal, yellow, orange…).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => {
        const onWhite = readableOn(shades[9], '#ffffff');
        return [
          [`--mantine-color-${name}-text`, onWhite],
          [`--mantine-color-${name}-outline`, onWhite],
          [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[1])],
        ];
      }),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // The accent as text on dark surfaces: shade 4 (Mantine's choice) reads at 4.4:1 only.
    '--mantine-color-ordo-text': 'var(--mantine-color-ordo-3)',
    '--mantine-color-ordo-outline': 'var(--mantine-color-ordo-3)',
    '--mantine-color-anchor': 'var(--mantine-color-ordo-3)',
  },
});
