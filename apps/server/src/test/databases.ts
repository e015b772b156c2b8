import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data folder (global-setup.ts). */
    pgliteTemplate: string;
    /** A migrated, empty database on the TEST_DATABASE_URL server, or '' without one. */
    postgresTemplate: string;
  }
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, empty database of `kind`, migrated unless `migrated` is false. Migrated ones start
 * from a template migrated once per run by global-setup.ts, so no test pays for initdb or the
 * migrations again. On PostgreSQL it creates its own database on the TEST_DATABASE_URL server
 * and drops it on close, so runs never see each other's rows.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<Database> {
  if (kind === 'pglite') {
    if (!migrated) return openDatabase({ kind: 'pglite' });
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', template: pgliteTemplate });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ordo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, migrated ? inject('postgresTemplate') : '');
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates `name` on the server, as a copy of `template` when one is given. */
export async function createDatabase(
  serverUrl: string,
  name: string,
  template = '',
): Promise<void> {
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) =>
    admin.query(`drop database if exists ${name} with (force)`),
  );
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
