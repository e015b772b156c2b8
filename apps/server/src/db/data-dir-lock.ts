import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time per embedded data folder. PGlite takes no lock of its own that works
 * across processes (inside WASM every PostgreSQL has the same pid), and two of them writing the
 * same files corrupt the database: a second server, a backup or a restore while Ordo runs.
 * The lock file beside the folder names the holder; one left by a process that died on this
 * host (kill -9, a restarted container) is taken over.
 */
export type DataDirLock = { release(): void };

type Holder = { pid: number; host: string };

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${holder.pid} on ${holder.host}. ` +
        'Stop that Ordo server first. If it is already stopped (another machine or container), ' +
        `delete ${lockFile(dataDir)}.`,
    );
  }
}

export const lockFile = (dataDir: string) => `${dataDir}.lock`;

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders locked by this process: its own pid in a lock file is stale only without one. */
const heldHere = new Set<string>();

/** The live holder of the folder's lock, if any (stale locks are ignored). */
export function lockHolder(dataDir: string): Holder | undefined {
  const holder = readHolder(lockFile(dataDir));
  if (!holder) return undefined;
  if (holder.host !== hostname()) return holder;
  // A restarted container's server has the pid of the one whose lock it finds (often 1).
  if (holder.pid === process.pid) return heldHere.has(dataDir) ? holder : undefined;
  return isAlive(holder.pid) ? holder : undefined;
}

/** Takes the folder for this process or throws DataDirBusyError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFile(dataDir);
  const holder = lockHolder(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  writeFileSync(file, `${mine}\n`);
  heldHere.add(dataDir);
  return {
    release: () => {
      heldHere.delete(dataDir);
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
