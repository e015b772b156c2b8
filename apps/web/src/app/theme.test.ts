import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  toRgba,
  type MantineColorScheme,
} from '@mantine/core';
import { cssVariablesResolver, theme, variantColorResolver } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);

function variablesOf(scheme: 'light' | 'dark'): Record<string, string> {
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

/** Follows `var(--x)` references through the scheme's variables down to a colour value. */
function resolve(value: string, variables: Record<string, string>): string {
  let current = value.trim();
  for (let depth = 0; depth < 10; depth += 1) {
    const match = /^var\((--[\w-]+)\)$/.exec(current);
    if (!match?.[1]) return current;
    const next = variables[match[1]];
    if (next === undefined) throw new Error(`undefined variable ${match[1]}`);
    current = next.trim();
  }
  throw new Error(`variable loop at ${value}`);
}

type Rgb = { r: number; g: number; b: number };

function over(colour: string, backdrop: Rgb): Rgb {
  if (colour === 'transparent') return backdrop;
  const { r, g, b, a } = toRgba(colour);
  return {
    r: r * a + backdrop.r * (1 - a),
    g: g * a + backdrop.g * (1 - a),
    b: b * a + backdrop.b * (1 - a),
  };
}

function luminanceOf({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colours = Object.keys(merged.colors).filter((name) => name !== 'dark');
const cases = (['light', 'dark'] as const).flatMap((scheme) =>
  (['filled', 'light', 'subtle', 'outline'] as const).flatMap((variant) =>
    colours.flatMap((colour) =>
      [colour, `${colour}.8`, `${colour}.9`].map((color) => ({ scheme, variant, color })),
    ),
  ),
);

describe('button colours', () => {
  it.each(cases)(
    '$variant $color in $scheme mode reads at 4.5:1 or more',
    ({ scheme, variant, color }) => {
      const variables = variablesOf(scheme);
      const body = over(resolve('var(--mantine-color-body)', variables), { r: 0, g: 0, b: 0 });
      const colours = variantColorResolver({
        color,
        theme: merged,
        variant,
        autoContrast: undefined,
      });
      const background = over(resolve(colours.background ?? 'transparent', variables), body);
      const text = over(resolve(colours.color ?? '', variables), background);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('paints the Delete button of the sequence panel as readable text, not red on red', () => {
    const variables = variablesOf('light' satisfies MantineColorScheme);
    const colours = variantColorResolver({ color: 'red.9', theme: merged, variant: 'light' });
    expect(resolve(colours.background ?? '', variables)).not.toBe(
      resolve(colours.color ?? '', variables),
    );
  });
});
