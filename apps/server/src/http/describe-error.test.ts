import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { describeError } from './describe-error.ts';

describe.each(testDatabaseKinds)('describeError on a real %s query error', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('keeps the query shape and SQLSTATE but never the values', async () => {
    const error = await database.db
      .execute(sql`select ${'ACCESS-CODE-4242'}::int, ${'PRIVATE NOTE'} as note`)
      .catch((caught: unknown) => caught);
    const described = describeError(error);
    const logged = JSON.stringify(described);
    expect(logged).not.toContain('ACCESS-CODE-4242');
    expect(logged).not.toContain('PRIVATE NOTE');
    expect(described.query).toContain('$1');
    expect(described.cause?.code).toBe('22P02');
  });
});

describe('describeError', () => {
  it('keeps the message and frames of ordinary errors, without quoted values', () => {
    const described = describeError(new TypeError('Cannot read "secret-value" of undefined'));
    expect(described).toMatchObject({ type: 'TypeError', message: 'Cannot read "…" of undefined' });
    expect(described.stack).toMatch(/^\s+at /);
  });

  it('copes with something that is not an Error', () => {
    expect(describeError('boom')).toEqual({ type: 'string', message: 'non-error thrown' });
  });
});
