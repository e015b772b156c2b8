import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * How every embedded database of Ordo is opened (the server, the template built with it,
 * backups and restores), so they all agree on the settings below.
 *
 * PostgreSQL's defaults are sized for a dedicated server; inside PGlite each setting lives in
 * the process's own memory. shared_buffers (128 MB by default) is zeroed at start, so it was
 * resident from the first second: 16 MB is plenty for one organisation's meetings, the
 * operating system's file cache sits underneath. maintenance_work_mem bounds index builds.
 */
const postgresSettings = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/** Options for `new PGlite(dataDir, …)`; `loadDataDir` is added by the callers that need it. */
export async function pgliteOptions(): Promise<PGliteOptions> {
  // PGlite's 9 MB WASM module otherwise compiles twice: quickly (Liftoff), then again for
  // the functions that get hot (TurboFan) in background threads. Measured here, the second
  // compilation costs more CPU than it ever saves on Ordo's small queries, and ~45 MB of
  // memory. Read when a module is compiled, so it must be set before PGlite loads.
  setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      ...postgresSettings.flatMap((setting) => ['-c', setting]),
    ],
  };
}

const require = createRequire(import.meta.url);

/** The installed PGlite's version: a data folder's template is only valid for it. */
export function pgliteVersion(): string {
  const wasm = require.resolve('@electric-sql/pglite/pglite.wasm');
  const manifest = path.join(path.dirname(wasm), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A freshly initialised, empty database built once with the server (`apps/server/dist`), so a
 * first start copies it instead of running initdb, which took seconds and ~700 MB of memory.
 */
export const templateFile = fileURLToPath(
  new URL('../../dist/pglite-template.tar.gz', import.meta.url),
);

/** The template as PGlite loads it, or undefined when it is missing or from another PGlite. */
export function readTemplate(): Blob | undefined {
  const versionFile = `${templateFile}.version`;
  if (!existsSync(templateFile) || !existsSync(versionFile)) return undefined;
  if (readFileSync(versionFile, 'utf8').trim() !== pgliteVersion()) return undefined;
  return new Blob([readFileSync(templateFile)], { type: 'application/x-gzip' });
}
