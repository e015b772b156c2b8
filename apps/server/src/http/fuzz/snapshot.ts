import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';

/**
 * Tables that change without any write of a user's: sessions are extended while in use and
 * one-time verification values come and go; job leases move with the clock.
 */
const volatileTables = new Set(['sessions', 'verifications', 'job_leases']);

/** A fingerprint of every stored row: two equal fingerprints mean nothing was written. */
export async function fingerprint(app: App): Promise<Record<string, string>> {
  const tables = await app.database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .filter(({ name }) => !volatileTables.has(name))
    .map(
      ({ name }) =>
        sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
    );
  const rows = await app.database.rows<{ name: string; hash: string }>(
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}
