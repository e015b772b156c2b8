/**
 * The catalogs the modules evaluated so far use, each declared by the build at the top of its
 * module (vite.config.ts, `namespaceDeclarations`). A screen's route awaits them with its code
 * (app/route-helpers.ts), so a part of the screen that appears later (the Share tab's preview
 * once the server answers, a sequence's live mark) never asks for a catalog that is not there:
 * asking would suspend the whole page behind the loading screen, dropping the keyboard focus.
 * Only names here, no loading: the participants' and front door builds carry it too.
 */
const declared = new Set<string>();

export function declareNamespaces(names: readonly string[]): void {
  for (const name of names) declared.add(name);
}

export function declaredNamespaces(): string[] {
  return [...declared];
}
