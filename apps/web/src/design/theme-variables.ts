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

/**
 * The CSS variables of Ordo's theme, as Mantine's provider would write them (issue 27). The
 * provider writes them in a `<style>` element inside the page body, which HTML does not allow;
 * the providers switch that off (`withCssVariables={false}`) and every build imports these
 * from `theme-variables.css` instead, so they arrive with the stylesheet in the head.
 * `theme-variables.test.ts` fails when the file and the theme differ;
 * `npm run theme:css -w @ordo/web` writes it again.
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
  const css = convertCssVariables(input, ':root');
  return `/* Generated from apps/web/src/app/theme.ts by \`npm run theme:css -w @ordo/web\`: do not edit. */\n${css}\n`;
}
