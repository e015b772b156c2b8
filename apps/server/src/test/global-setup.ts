/**
 * Runs once before the server's tests.
 *
 * 1. Makes sure the embedded database's template exists (`dist/pglite-template.tar.gz`,
 *    normally made by the server build). On a fresh clone `npm test` runs these tests before
 *    anything is built, and without the template every test database ran initdb: about 2.2 s of
 *    CPU each instead of 0.6 s, hundreds of times a run.
 * 2. Migrates one empty database per kind and hands it to the tests (databases.ts), so each
 *    test database is a copy: a PGlite data folder loaded uncompressed, a PostgreSQL
 *    `CREATE DATABASE … TEMPLATE`. Running every migration for each test app cost about
 *    0.3 s of CPU on PGlite and more on PostgreSQL, a few hundred times a run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
// @ts-expect-error build.mjs is plain JavaScript without type declarations.
import { buildTemplate, templateIsStale } from '../../build.mjs';
import { openDatabase } from '../db/client.ts';
import { createDatabase, databaseUrl, dropDatabase } from './databases.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if ((templateIsStale as () => boolean)()) (buildTemplate as () => void)();

  const folder = mkdtempSync(path.join(tmpdir(), 'ordo-test-template-'));
  const pgliteFile = path.join(folder, 'pglite.tar');
  const pglite = await openDatabase({ kind: 'pglite' });
  await pglite.migrate();
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  writeFileSync(pgliteFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', pgliteFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl
    ? `ordo_test_template_${process.pid}_${randomBytes(4).toString('hex')}`
    : '';
  if (serverUrl) {
    await createDatabase(serverUrl, postgresTemplate);
    const postgres = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, postgresTemplate),
    });
    try {
      await postgres.migrate();
    } finally {
      await postgres.close();
    }
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl) await dropDatabase(serverUrl, postgresTemplate);
  };
}
