import { fileURLToPath } from 'node:url';

/**
 * The folder of the method cards. Relative to this module, so the same URL resolves from the
 * sources (tsx, tests) and from the bundled server (see build.mjs: data files ship beside dist).
 */
export function methodCardsDir(): string {
  return fileURLToPath(new URL('./cards/', import.meta.url));
}
