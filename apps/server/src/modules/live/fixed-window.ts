/**
 * Counts events per key in fixed windows, in this process's memory: enough to keep one client
 * from flooding a process with sockets or commands (each process counts its own share).
 */
export function fixedWindowLimiter(max: number, windowMs: number, clock: () => number) {
  const counts = new Map<string, { windowStart: number; count: number }>();
  return {
    /** True when `key` may act once more now. */
    allow(key: string): boolean {
      const now = clock();
      const entry = counts.get(key);
      if (!entry || now - entry.windowStart >= windowMs) {
        // Forget finished windows now and then, so the map does not grow with every address.
        if (counts.size > 10_000) counts.clear();
        counts.set(key, { windowStart: now, count: 1 });
        return true;
      }
      entry.count += 1;
      return entry.count <= max;
    },
  };
}
