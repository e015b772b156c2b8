/**
 * Tells when a statement writes a meeting or a user (an owner's plan, an account deleted with
 * its meetings), whoever sends it: routes, sockets, scheduled jobs, tests. It wraps the embedded
 * database's client, which only this process ever opens, so it sees every write there is.
 */
type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
type Queryable = { query: Query };
export type WatchableClient = Queryable & {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
};

const WRITES_WATCHED = /^\s*(?:update|insert\s+into|delete\s+from)\s+"(?:meetings|users)"/i;

export function isWatchedWrite(text: unknown): boolean {
  return typeof text === 'string' && WRITES_WATCHED.test(text);
}

/**
 * Calls `onWrite` when a watched write starts and again once it is over (committed, for a
 * transaction): a read that overlapped it can then neither be served nor stored.
 */
export function watchWrites(client: WatchableClient, onWrite: () => void): void {
  const query = client.query.bind(client);
  client.query = async (text, ...rest) => {
    const writes = isWatchedWrite(text);
    if (writes) onWrite();
    try {
      return await query(text, ...rest);
    } finally {
      if (writes) onWrite();
    }
  };
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    let wrote = false;
    try {
      return await transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = (text, ...rest) => {
          if (isWatchedWrite(text)) {
            wrote = true;
            onWrite();
          }
          return txQuery(text, ...rest);
        };
        return callback(tx);
      });
    } finally {
      if (wrote) onWrite();
    }
  };
}
