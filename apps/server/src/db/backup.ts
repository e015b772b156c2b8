import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteOptions } from './pglite-options.ts';

/**
 * Backups of the embedded database, taken while Ordo is stopped (the data folder's lock says
 * so; see data-dir-lock.ts): one gzipped tar file, PGlite's own dump of the data folder plus
 * the generated sign-in secret (`DATA_DIR/auth-secret`), without which restored sessions and
 * signed links would stop working.
 */
const secretEntry = 'ordo-auth-secret';
const block = 512;

/** A regular-file ustar header (name, mode, size, mtime, checksum). */
function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(block);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  header.write('0', 156);
  header.write('ustar\u000000', 257);
  header.fill(' ', 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${octal(sum, 7)}\u0000 `, 148);
  return header;
}

type Entry = { name: string; size: number; start: number; end: number };

/** The entries of a tar, up to its end-of-archive blocks. */
function tarEntries(tar: Buffer): { entries: Entry[]; end: number } {
  const entries: Entry[] = [];
  let offset = 0;
  while (offset + block <= tar.length && tar[offset] !== 0) {
    const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '');
    const size = parseInt(tar.toString('ascii', offset + 124, offset + 136).trim() || '0', 8);
    const next = offset + block + Math.ceil(size / block) * block;
    entries.push({ name, size, start: offset, end: next });
    offset = next;
  }
  return { entries, end: offset };
}

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
    const tar = Buffer.from(await dump.arrayBuffer());
    const parts: Buffer[] = [tar.subarray(0, tarEntries(tar).end)];
    const secret = await readFile(path.join(dataDir, 'auth-secret')).catch(() => undefined);
    if (secret) {
      parts.push(tarHeader(secretEntry, secret.length), secret);
      parts.push(Buffer.alloc((block - (secret.length % block)) % block));
    }
    parts.push(Buffer.alloc(block * 2));
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, gzipSync(Buffer.concat(parts)));
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
    const tar = gunzipSync(await readFile(file));
    const { entries, end } = tarEntries(tar);
    const secret = entries.find((entry) => entry.name === secretEntry);
    const database = secret
      ? Buffer.concat([tar.subarray(0, secret.start), tar.subarray(secret.end, end)])
      : tar.subarray(0, end);
    const suffix = `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    if (exists) await rename(pgliteDir, `${pgliteDir}.${suffix}`);
    const client = new PGlite({
      ...(await pgliteOptions()),
      dataDir: pgliteDir,
      loadDataDir: new Blob([Buffer.concat([database, Buffer.alloc(block * 2)])]),
    });
    await client.waitReady;
    await client.query('select 1').finally(() => client.close());
    if (secret) {
      const secretFile = path.join(dataDir, 'auth-secret');
      if (existsSync(secretFile)) await rename(secretFile, `${secretFile}.${suffix}`);
      const content = tar.subarray(secret.start + block, secret.start + block + secret.size);
      await writeFile(secretFile, content, { mode: 0o600 });
    }
  } finally {
    lock.release();
  }
}
