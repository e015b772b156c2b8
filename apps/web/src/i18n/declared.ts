import i18n from './setup.ts';

/**
 * The catalogs the modules evaluated so far use, each declared by the full app's build at the
 * top of its module (vite.config.ts, `namespaceDeclarations`). A screen's route awaits them
 * with its code (app/route-helpers.ts), so a part of the screen that appears later (the Share
 * tab's preview once the server answers, a sequence's live mark) never asks for a catalog that
 * is not there: asking would suspend the whole page behind the boot screen, dropping the
 * keyboard focus.
 */
const declared = new Set<string>();

export function declareNamespaces(names: readonly string[]): void {
  for (const name of names) declared.add(name);
}

/** Loads every declared catalog that is not here yet. */
export function loadDeclaredNamespaces(): Promise<unknown> {
  const missing = [...declared].filter((name) => !i18n.hasLoadedNamespace(name));
  return missing.length > 0 ? i18n.loadNamespaces(missing) : Promise.resolve();
}
