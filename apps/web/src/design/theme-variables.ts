import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from '../app/theme.ts';

type Section = Record<string, string>;

/** What `section` sets differently from Mantine's own stylesheet (default-css-variables.css). */
function changed(section: Section, defaults: Section): Section {
  return Object.fromEntries(
    Object.entries(section).filter(([name, value]) => defaults[name] !== value),
  );
}

/** `hiddenFrom` and `visibleFrom`'s classes, as Mantine's provider writes them (MantineClasses). */
function globalClasses(breakpoints: Record<string, string>): string {
  return Object.entries(breakpoints)
    .map(([name, value]) => {
      const below = `${(parseFloat(value) * 16 - 0.1) / 16}em`;
      return (
        `@media (max-width: ${below}){.mantine-visible-from-${name}{display:none !important}}` +
        `@media (min-width: ${value}){.mantine-hidden-from-${name}{display:none !important}}`
      );
    })
    .join('');
}

/**
 * The CSS variables of Ordo's theme, as Mantine's provider would write them (issue 27). The
 * provider writes them in a `<style>` element inside the page body, which HTML does not allow;
 * the providers switch that off (`withCssVariables={false}`) and every build imports these
 * from `theme-variables.css` instead, so they arrive with the stylesheet in the head.
 * `theme-variables.test.ts` fails when the file and the theme differ;
 * `npm run theme:css -w @ordo/web` writes it again. The same goes for the classes of
 * `hiddenFrom`/`visibleFrom`.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const input: ConvertCSSVariablesInput = {
    variables: changed({ ...base.variables, ...ours.variables }, defaults.variables),
    light: changed({ ...base.light, ...ours.light }, defaults.light),
    dark: changed({ ...base.dark, ...ours.dark }, defaults.dark),
  };
  const css = convertCssVariables(input, ':root') + globalClasses(merged.breakpoints);
  return `/* Generated from apps/web/src/app/theme.ts by \`npm run theme:css -w @ordo/web\`: do not edit. */\n${css}\n`;
}
