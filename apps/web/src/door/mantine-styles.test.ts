// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The front door imports Mantine's CSS component by component (mantine-styles.ts). Whatever the
 * door's code renders, directly or through another component (a Select is a Combobox in a
 * Popover), must have its stylesheet there, or it would show unstyled on the landing page.
 */
const web = path.resolve(import.meta.dirname, '../..');
const mantine = path.resolve(web, '../../node_modules/@mantine/core');
const components = path.join(mantine, 'esm/components');

/** Every source file the door's entry reaches through relative imports, static or lazy. */
function doorSources(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(web, 'src/door/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, target = ''] of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g))
      if (/\.tsx?$/.test(target)) queue.push(path.resolve(path.dirname(file), target));
  }
  return [...seen];
}

/** The component folders a set of Mantine names lives in, and everything they import. */
function componentClosure(names: Set<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...names].filter((name) => existsSync(path.join(components, name)));
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (found.has(name)) continue;
    found.add(name);
    const folder = path.join(components, name);
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.mjs') && statSync(path.join(folder, file)).isFile(),
    );
    for (const file of files) {
      const from = path.dirname(path.join(folder, file));
      const code = readFileSync(path.join(folder, file), 'utf8');
      for (const [, target = ''] of code.matchAll(/from "(\.[^"]+)"/g)) {
        const relative = path.relative(components, path.resolve(from, target));
        const other = relative.split(path.sep)[0] ?? '';
        if (!relative.startsWith('..') && other !== name) queue.push(other);
      }
    }
  }
  return found;
}

describe("the front door's Mantine stylesheet", () => {
  it('has the CSS of every component the door renders', () => {
    const imported = new Set<string>();
    for (const file of doorSources()) {
      const code = readFileSync(file, 'utf8');
      for (const [, list = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from '@mantine\/core'/g))
        for (const name of list.split(',')) {
          const clean =
            name
              .replace(/^\s*type\s+/, '')
              .split(' as ')[0]
              ?.trim() ?? '';
          if (/^[A-Z]/.test(clean)) imported.add(clean);
        }
    }
    expect(imported.has('Button')).toBe(true);
    const listed = readFileSync(path.join(web, 'src/door/mantine-styles.ts'), 'utf8');
    const missing = [...componentClosure(imported)].filter(
      (name) =>
        existsSync(path.join(mantine, 'styles', `${name}.css`)) &&
        !listed.includes(`'@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it("keeps the order of Mantine's own stylesheet, where later rules override earlier ones", () => {
    const whole = readFileSync(path.join(mantine, 'styles.css'), 'utf8');
    const listed = readFileSync(path.join(web, 'src/door/mantine-styles.ts'), 'utf8');
    const files = [...listed.matchAll(/'@mantine\/core\/styles\/([\w-]+\.css)'/g)].map(
      ([, file = '']) => file,
    );
    const positions = files.map((file) =>
      whole.indexOf(
        readFileSync(path.join(mantine, 'styles', file), 'utf8')
          .trim()
          .slice(0, 80),
      ),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
