import type { Device, LiveDevicesEvent } from '@ordo/contract';

/**
 * Applies one `devices` delta to the list: upserted devices replace theirs (by id) or join the
 * end, removed ids leave. Pure, so the connection keeps its snapshot immutable.
 *
 * @example
 * mergeDevices([a, b], { upserted: [b2, c], removed: [a.id] }); // [b2, c]
 */
export function mergeDevices(devices: readonly Device[], event: LiveDevicesEvent): Device[] {
  const removed = new Set(event.removed ?? []);
  const upserted = new Map((event.upserted ?? []).map((device) => [device.id, device]));
  const merged = devices
    .filter((device) => !removed.has(device.id))
    .map((device) => upserted.get(device.id) ?? device);
  const known = new Set(merged.map((device) => device.id));
  for (const device of upserted.values()) {
    if (!known.has(device.id) && !removed.has(device.id)) merged.push(device);
  }
  return merged;
}
