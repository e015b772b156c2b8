/**
 * Catalogs under locales/<language>/<namespace>.json, one namespace per feature (a test checks
 * English and French hold the same keys). Only `common`, which every screen uses, is bundled;
 * every other namespace is a small file of its own, fetched in the visitor's language when a
 * screen first asks for it, so a participant's phone never downloads the editor's strings.
 */
type Catalog = Record<string, unknown>;
type Catalogs = Record<string, Record<string, Catalog>>;

const bundled = import.meta.glob<{ default: Catalog }>('./locales/*/common.json', { eager: true });
const lazy = import.meta.glob<{ default: Catalog }>('./locales/*/*.json');

function placeOf(path: string): { language: string; namespace: string } | undefined {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { language: match[1] ?? '', namespace: match[2] ?? '' } : undefined;
}

/** `common` in every language, ready before the first render. */
export const resources: Catalogs = {};
for (const [path, module] of Object.entries(bundled)) {
  const place = placeOf(path);
  if (!place) continue;
  (resources[place.language] ??= {})[place.namespace] = module.default;
}

/** One catalog, or undefined when that language or namespace has none. */
export async function loadCatalog(
  language: string,
  namespace: string,
): Promise<Catalog | undefined> {
  const load = lazy[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : undefined;
}

/** Every catalog of every language (tests, and checks of the catalogs themselves). */
export async function loadAllCatalogs(): Promise<Catalogs> {
  const all: Catalogs = {};
  for (const [path, load] of Object.entries(lazy)) {
    const place = placeOf(path);
    if (!place) continue;
    (all[place.language] ??= {})[place.namespace] = (await load()).default;
  }
  return all;
}
