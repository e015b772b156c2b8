/**
 * Answers a script in the page's head asked for before the page's own script had arrived
 * (src/front/early-reads-script.ts starts them on participants' pages), by address. The API
 * client takes each one once, for a read it would have sent exactly so; the next read of that
 * address is its own.
 */
export const EARLY_READS_GLOBAL = '__ordoEarlyReads';

/** An answer as the head script keeps it: read whole, since it looks into some of them. */
export type EarlyAnswer = { status: number; headers: [string, string][]; body: string };

type EarlyReads = Record<string, Promise<EarlyAnswer> | undefined>;

/** The early answer for this address, once; undefined when the head did not ask for it. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const reads = (window as unknown as Record<string, EarlyReads | undefined>)[EARLY_READS_GLOBAL];
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  return read.then(
    ({ status, headers, body }) =>
      // 204 and 304 answers carry no body, and a Response refuses one for them.
      new Response(status === 204 || status === 304 ? null : body, { status, headers }),
  );
}
