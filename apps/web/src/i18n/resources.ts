/**
 * Every catalog under locales/<language>/<namespace>.json, bundled. One namespace per feature
 * keeps each area's strings together; a test checks English and French hold the same keys.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

type Catalogs = Record<string, Record<string, Record<string, unknown>>>;

export const resources: Catalogs = {};
for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}
