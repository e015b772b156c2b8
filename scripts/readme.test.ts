import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureNames } from '@ordo/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const configSource = readFileSync(path.join(root, 'apps/server/src/config.ts'), 'utf8');

/** Upper-case keys of the environment schema, e.g. `    PORT: z.coerce…`. */
const configuredVariables = [...configSource.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)].map(
  (match) => match[1] ?? '',
);
const featureVariables = featureNames.map(
  (name) => `FEATURE_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`,
);

describe('README', () => {
  it('finds the settings the server reads', () => {
    expect(configuredVariables).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'DATA_DIR']),
    );
  });

  it.each([...configuredVariables, ...featureVariables])(
    'documents %s in the settings table',
    (name) => {
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
    },
  );

  it('shows the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
