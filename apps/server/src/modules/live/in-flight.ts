/**
 * Counts requests waiting for their answer per key (a socket), in this process: a device may
 * have `max` commands unanswered at once, which a person pressing buttons never reaches and a
 * script firing hundreds at once does at once. The count goes back down as answers leave, so
 * the map holds only keys with something in flight.
 */
export function inFlightLimiter(max: number) {
  const counts = new Map<string, number>();
  return {
    /** True, counting it, when `key` may have one more in flight now. */
    enter(key: string): boolean {
      const count = counts.get(key) ?? 0;
      if (count >= max) return false;
      counts.set(key, count + 1);
      return true;
    },
    /** Called once for every `enter` that answered true, when its answer left. */
    leave(key: string): void {
      const count = (counts.get(key) ?? 1) - 1;
      if (count <= 0) counts.delete(key);
      else counts.set(key, count);
    },
  };
}
