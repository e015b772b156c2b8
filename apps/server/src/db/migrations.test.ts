import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';

describe.each(testDatabaseKinds)('migrations on an empty %s database', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { migrated: false });
  });
  afterAll(() => database.close());

  it('creates every table, and running them again changes nothing', async () => {
    const tables = async () =>
      (
        await database.rows<{ table_name: string }>(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        )
      ).map((row) => row.table_name);
    expect(await tables()).toEqual([]);
    await database.migrate();
    const first = await tables();
    expect(first).toContain('job_leases');
    await database.migrate();
    expect(await tables()).toEqual(first);
  });
});
