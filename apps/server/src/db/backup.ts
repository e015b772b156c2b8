import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteOptions } from './pglite-options.ts';

/**
 * Backups of the embedded database, taken while Ordo is stopped (the data folder's lock says
 * so; see data-dir-lock.ts): one gzipped tar file, PGlite's own dump of the data folder plus
 * the generated sign-in secret (`DATA_DIR/auth-secret`), without which restored sessions and
 * signed links would stop working.
 */
const secretEntry = 'ordo-auth-secret';
/** PGlite's entries keep their own paths (it reads them back as written, leading slash included). */
const keepPaths = { preservePaths: true, portable: true } as const;

/** Writes a backup of the embedded database in `dataDir/pglite` to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${pgliteDir}.`);
  const lock = lockDataDir(pgliteDir);
  try {
    const client = new PGlite({ ...(await pgliteOptions()), dataDir: pgliteDir });
    await client.waitReady;
    const dump = await client.dumpDataDir('none').finally(() => client.close());
    // tar adds archives named `@file` entry by entry: PGlite's dump goes in as it came out,
    // the secret after it as one more file (written to a private temporary folder first).
    // Synchronously: tar 7's asynchronous `@file` stalls on a dump of a few megabytes, and a
    // backup runs while Ordo is stopped, so nothing else waits on this process.
    const work = await mkdtemp(path.join(tmpdir(), 'ordo-backup-'));
    try {
      await writeFile(path.join(work, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
      const entries = ['@pglite.tar'];
      const secret = await readFile(path.join(dataDir, 'auth-secret')).catch(() => undefined);
      if (secret) {
        await writeFile(path.join(work, secretEntry), secret, { mode: 0o600 });
        entries.push(secretEntry);
      }
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      tar.create({ ...keepPaths, sync: true, gzip: true, file, cwd: work }, entries);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}

/**
 * Restores `file` into `dataDir`. An existing database (and secret) is kept aside, renamed
 * `…before-restore-<time>`, and only with `replace`; the restored one is opened once to check it.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  { replace = false, now = new Date() } = {},
): Promise<void> {
  const pgliteDir = path.join(dataDir, 'pglite');
  const exists = existsSync(pgliteDir);
  if (exists && !replace)
    throw new Error(
      `${pgliteDir} already holds a database: pass --replace to keep it aside and restore.`,
    );
  await mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(pgliteDir);
  try {
    const archive = path.resolve(file);
    let secret: Buffer | undefined;
    tar.list({
      sync: true,
      file: archive,
      onReadEntry: (entry) => {
        if (entry.path !== secretEntry) return;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (secret = Buffer.concat(chunks)));
      },
    });
    // The database is every entry but the secret, as a plain tar for PGlite to load.
    const chunks: Buffer[] = [];
    tar
      .create({ ...keepPaths, sync: true, filter: (entry) => entry !== secretEntry }, [
        `@${archive}`,
      ])
      .on('data', (chunk: Buffer) => chunks.push(chunk));
    const database = Buffer.concat(chunks);
    const suffix = `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    if (exists) await rename(pgliteDir, `${pgliteDir}.${suffix}`);
    const client = new PGlite({
      ...(await pgliteOptions()),
      dataDir: pgliteDir,
      loadDataDir: new Blob([database]),
    });
    await client.waitReady;
    await client.query('select 1').finally(() => client.close());
    if (secret) {
      const secretFile = path.join(dataDir, 'auth-secret');
      if (existsSync(secretFile)) await rename(secretFile, `${secretFile}.${suffix}`);
      await writeFile(secretFile, secret, { mode: 0o600 });
    }
  } finally {
    lock.release();
  }
}
