import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '..');

/**
 * The production build lowers CSS `light-dark()` for older browsers into variables that only a
 * `color-scheme` declaration in the same stylesheet would define; Mantine sets the scheme in its
 * own stylesheet, so the colours silently fall back. Stylesheets use Mantine's
 * `[data-mantine-color-scheme='dark']` attribute instead (inline styles may use light-dark()).
 */
describe('stylesheets', () => {
  const sheets = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );

  it('exist to check', () => {
    expect(sheets.length).toBeGreaterThan(5);
  });

  it.each(sheets)('%s picks dark colours by the scheme attribute, not light-dark()', (file) => {
    const css = readFileSync(path.join(source, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/light-dark\(/);
  });
});
