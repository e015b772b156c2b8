import type { Device, LiveDevicesEvent } from '@ordo/contract';

/**
 * Sends controllers what changed in the device list, never the whole list (Ontime re-sends
 * every device to every screen on each join, which takes over a minute at 1,000 screens).
 * Changes are gathered for `delayMs` per meeting, so a room of people joining at once costs
 * the cockpit a few messages, not one per phone.
 */
export function deviceFeed(
  send: (meetingId: string, event: LiveDevicesEvent) => void,
  delayMs = 250,
) {
  const pending = new Map<string, { upserted: Map<string, Device>; removed: Set<string> }>();
  const timers = new Set<NodeJS.Timeout>();

  const batchOf = (meetingId: string) => {
    let batch = pending.get(meetingId);
    if (batch) return batch;
    batch = { upserted: new Map(), removed: new Set() };
    pending.set(meetingId, batch);
    const timer = setTimeout(() => {
      timers.delete(timer);
      pending.delete(meetingId);
      send(meetingId, { upserted: [...batch.upserted.values()], removed: [...batch.removed] });
    }, delayMs);
    timers.add(timer);
    return batch;
  };

  return {
    upsert(meetingId: string, device: Device) {
      const batch = batchOf(meetingId);
      batch.removed.delete(device.id);
      batch.upserted.set(device.id, device);
    },
    remove(meetingId: string, deviceId: string) {
      const batch = batchOf(meetingId);
      batch.upserted.delete(deviceId);
      batch.removed.add(deviceId);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      pending.clear();
    },
  };
}
