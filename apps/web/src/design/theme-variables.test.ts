import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables.ts';

describe('theme-variables.css', () => {
  it('is what the theme generates (run `npm run theme:css -w @ordo/web` after a theme change)', () => {
    const file = readFileSync(path.join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    // Prettier lays the file out; the rules and their values are what must match.
    const squash = (css: string) =>
      css.replace(/\s+/g, '').replaceAll(';}', '}').replaceAll("'", '"');
    expect(squash(file)).toBe(squash(themeVariablesCss()));
  });

  it('sets the brand accent and the dark surfaces', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-ordo-filled)');
    expect(css).toMatch(/\[data-mantine-color-scheme="dark"\][^}]*--mantine-color-ordo-text/);
  });
});
