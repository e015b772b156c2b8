// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Node built-ins and I/O libraries the pure agenda package must never reach for: it runs
// unchanged in the browser and in Node, and its tests must stay deterministic.
const nodeAndIoModules = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'stream',
  'url',
  'util',
  'worker_threads',
  'pg',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'fastify',
  'socket.io*',
  'react',
  'react-dom',
  'react-dom/*',
];

const browserAndIoGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'process',
  'Buffer',
  'require',
  '__dirname',
  'setTimeout',
  'setInterval',
].map((name) => ({ name, message: 'packages/agenda is pure: no DOM, Node or I/O.' }));

/** Apps never import each other: shared code lives in packages/. */
const noAppImports = (other) => ({
  group: [`@ordo/${other}`, `@ordo/${other}/*`, `**/apps/${other}/**`, `../**/${other}/src/**`],
  message: `Apps never import each other; move shared code to packages/.`,
});

/**
 * A box that renders a plain `div` or `span` (no `role`, no `component` giving it one) with an
 * `aria-label`: ARIA prohibits naming a generic element, and axe reports it as serious. A
 * loading skeleton that names itself is caught only while it shows, so the CI's axe journey
 * failed on it by chance (stop 36); this finds every one at once.
 */
const namedGenericBox =
  'JSXOpeningElement[name.name=/^(div|span|Box|Stack|Group|Flex|Center|Columns|Card|Paper)$/]' +
  ":has(> JSXAttribute[name.name='aria-label'])" +
  ':not(:has(> JSXAttribute[name.name=/^(role|component)$/]), :has(> JSXSpreadAttribute))';
const namedGenericHelp =
  'A plain box cannot carry aria-label: give it a role (status for a loading placeholder, list, region…) or a semantic component.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/agenda/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: nodeAndIoModules,
              message: 'packages/agenda is pure: no DOM, Node or I/O imports.',
            },
            { group: ['@ordo/*'], message: 'packages/agenda depends on nothing of ours.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserAndIoGlobals],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeAndIoModules, message: 'The contract is pure schemas: no I/O.' },
            noAppImports('server'),
            noAppImports('web'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noAppImports('web')] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noAppImports('server')] }],
      'no-restricted-syntax': ['error', { selector: namedGenericBox, message: namedGenericHelp }],
    },
  },
);
