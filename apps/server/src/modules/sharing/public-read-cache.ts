import { createHash } from 'node:crypto';
import type { Plan } from '@ordo/agenda';
import type { Database } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { watchWrites, type WatchableClient } from './write-watch.ts';

/**
 * What one public read of a meeting needs, kept between requests: the access fields of its row
 * (never its text, fridge or trash), its owner's plan, and the public projection already
 * serialized with its ETag, so an unchanged meeting is neither queried, parsed nor serialized
 * again.
 */
export type CachedMeeting = {
  /** The row with `content`, `fridge` and `trash` emptied: access only reads the rest. */
  row: MeetingRow;
  plan: Plan;
  body: string;
  etag: string;
};

/** Meetings kept at most (each a few KB of JSON): the most read ones stay. */
export const PUBLIC_READ_CACHE_MEETINGS = 1000;

export type PublicReadCache = {
  get(key: string): CachedMeeting | undefined;
  /** The generation to pass back to `set`: a forget in between makes that `set` a no-op. */
  generation(): number;
  /** Remembers `entry` under its uuid and join code, unless something was forgotten since. */
  set(generation: number, entry: CachedMeeting): void;
  forgetAll(): void;
  size(): number;
};

/** A strong validator of the exact bytes of a public answer (and what else `body` holds). */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A bounded map, oldest dropped first. A read starts by taking `generation()`: if any write
 * empties the cache before the read stores its answer, the answer (perhaps read before that
 * write committed) is not stored, so the cache never holds something older than the database.
 */
export function createPublicReadCache(maxMeetings: number): PublicReadCache {
  const entries = new Map<string, CachedMeeting>();
  let generation = 0;
  const drop = (entry: CachedMeeting) => {
    entries.delete(entry.row.id);
    entries.delete(entry.row.joinCode);
  };
  return {
    get(key) {
      return entries.get(key);
    },
    generation: () => generation,
    set(readGeneration, entry) {
      if (readGeneration !== generation) return;
      while (entries.size >= maxMeetings * 2) {
        const oldest = entries.values().next().value;
        if (!oldest) break;
        drop(oldest);
      }
      entries.set(entry.row.id, entry);
      entries.set(entry.row.joinCode, entry);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size / 2,
  };
}

/**
 * The cache of public reads for this database. On the embedded database this process sees
 * every write, so cached entries are served without a query and every write to a meeting or a
 * user empties the cache. On PostgreSQL other processes write too: each read queries the row,
 * which decides access, and only the projection is reused while the row is unchanged.
 */
export function publicReadsFor(database: Database): { cache: PublicReadCache; trusted: boolean } {
  const cache = createPublicReadCache(PUBLIC_READ_CACHE_MEETINGS);
  if (database.kind !== 'pglite') return { cache, trusted: false };
  const client = (database.db as unknown as { $client: WatchableClient }).$client;
  watchWrites(client, () => cache.forgetAll());
  return { cache, trusted: true };
}
