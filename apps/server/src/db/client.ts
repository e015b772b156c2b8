import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteOptions, readTemplate } from './pglite-options.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The query builder, whichever driver is behind it: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call at every start. */
  migrate(): Promise<void>;
  /** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
  rows<T>(query: SQL): Promise<T[]>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  /**
   * `timeoutMs`: how long a connection or a query may wait for the server before failing, so a
   * server that stops answering (frozen, unreachable without a reset) gives 503 quickly.
   */
  | { kind: 'postgres'; url: string; timeoutMs?: number }
  /**
   * `dataDir` undefined means in memory (tests). `template`: a data folder (PGlite's
   * `dumpDataDir`) a new database starts from instead of the one built with the server; the
   * tests pass one already migrated.
   */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite persisted in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.timeoutMs ?? 5000)
    : openPglite(options.dataDir, options.template);
}

// Each driver is imported when it is opened: a server loads only the one it uses.
async function openPglite(dataDir: string | undefined, given?: Blob): Promise<Database> {
  const options = await pgliteOptions();
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  // A new database starts from the template built with the server instead of running initdb.
  const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = fresh ? (given ?? readTemplate()) : undefined;
  let client;
  try {
    // The options-only form: `new PGlite(undefined, options)` would drop the options.
    client = new PGlite({ ...options, dataDir, ...(template && { loadDataDir: template }) });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    rows: (query) => selectRows(db, query),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(url: string, timeoutMs: number): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A query that times out fails its request (503) and its connection is dropped from the pool.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // Migrations may legitimately run long (an index on a big table): no query timeout there.
    migrate: async () => {
      const migrations = new pg.Pool({ connectionString: url, max: 1 });
      migrations.on('error', () => undefined);
      try {
        await migrate(drizzle(migrations, { schema }) as never, { migrationsFolder });
      } finally {
        await migrations.end();
      }
    },
    rows: (query) => selectRows(db, query),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A transaction handle; inside a transaction always query through it, never through `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Something that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;
