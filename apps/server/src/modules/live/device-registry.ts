import type { Redis } from 'ioredis';
import type { Device } from '@ordo/contract';
import { deviceKindFor } from './device-identity.ts';

/** A connected device as the registry keeps it: the socket that holds it, and its meeting. */
export type DeviceEntry = Device & { socketId: string };

/** Devices older than this were lost without a goodbye (a killed process); lists skip them. */
export const DEVICE_STALE_MS = 90_000;

/**
 * Who is connected to a meeting's live run (DESIGN §9 devices). Names outlive connections, so
 * a stage that reconnects keeps the name a facilitator gave it. In Redis when it is configured,
 * so every process sees every device; in memory otherwise.
 */
export type DeviceRegistry = {
  /** Adds or replaces a device; a name given before (rename) wins over the one it sent. */
  connect(meetingId: string, entry: DeviceEntry): Promise<Device>;
  /**
   * Updates the last-seen time and clock offset, and with `viewer` lists the device as what a
   * viewer may be (a cockpit whose rights went becomes a public screen); undefined when the
   * device is not there.
   */
  touch(
    meetingId: string,
    deviceId: string,
    socketId: string,
    patch: { offsetMs?: number; lastSeenAt: number; viewer?: boolean },
  ): Promise<Device | undefined>;
  /** Removes the device if `socketId` still holds it (a newer connection may have taken over). */
  disconnect(meetingId: string, deviceId: string, socketId: string): Promise<boolean>;
  rename(meetingId: string, deviceId: string, name: string): Promise<Device | undefined>;
  list(meetingId: string, now: number): Promise<Device[]>;
};

function present(entry: DeviceEntry): Device {
  return {
    id: entry.id,
    kind: entry.kind,
    name: entry.name,
    offsetMs: entry.offsetMs,
    lastSeenAt: entry.lastSeenAt,
  };
}

export function memoryDeviceRegistry(): DeviceRegistry {
  const devices = new Map<string, Map<string, DeviceEntry>>();
  const names = new Map<string, string>();
  const of = (meetingId: string) => {
    let map = devices.get(meetingId);
    if (!map) devices.set(meetingId, (map = new Map()));
    return map;
  };
  return {
    async connect(meetingId, entry) {
      const stored = { ...entry, name: names.get(`${meetingId}:${entry.id}`) ?? entry.name };
      of(meetingId).set(entry.id, stored);
      return present(stored);
    },
    async touch(meetingId, deviceId, socketId, patch) {
      const entry = devices.get(meetingId)?.get(deviceId);
      if (!entry || entry.socketId !== socketId) return undefined;
      entry.lastSeenAt = patch.lastSeenAt;
      if (patch.offsetMs !== undefined) entry.offsetMs = patch.offsetMs;
      if (patch.viewer) entry.kind = deviceKindFor('viewer', entry.kind);
      return present(entry);
    },
    async disconnect(meetingId, deviceId, socketId) {
      const map = devices.get(meetingId);
      if (map?.get(deviceId)?.socketId !== socketId) return false;
      map.delete(deviceId);
      if (map.size === 0) devices.delete(meetingId);
      return true;
    },
    async rename(meetingId, deviceId, name) {
      const entry = devices.get(meetingId)?.get(deviceId);
      if (!entry) return undefined;
      names.set(`${meetingId}:${deviceId}`, name);
      entry.name = name;
      return present(entry);
    },
    async list(meetingId, now) {
      return [...(devices.get(meetingId)?.values() ?? [])]
        .filter((entry) => now - entry.lastSeenAt < DEVICE_STALE_MS)
        .map(present);
    },
  };
}

/** Names are kept a week after a rename; device entries until they disconnect or go stale. */
const NAME_TTL_SECONDS = 7 * 24 * 3600;

export function redisDeviceRegistry(redis: Redis, prefix: string): DeviceRegistry {
  const devicesKey = (meetingId: string) => `${prefix}live:devices:${meetingId}`;
  const namesKey = (meetingId: string) => `${prefix}live:device-names:${meetingId}`;
  const read = async (meetingId: string, deviceId: string) => {
    const raw = await redis.hget(devicesKey(meetingId), deviceId);
    return raw ? (JSON.parse(raw) as DeviceEntry) : undefined;
  };
  const write = async (meetingId: string, entry: DeviceEntry) => {
    await redis.hset(devicesKey(meetingId), entry.id, JSON.stringify(entry));
    await redis.expire(devicesKey(meetingId), Math.ceil(DEVICE_STALE_MS / 1000) * 2);
  };
  return {
    async connect(meetingId, entry) {
      const name = await redis.hget(namesKey(meetingId), entry.id);
      const stored = { ...entry, name: name ?? entry.name };
      await write(meetingId, stored);
      return present(stored);
    },
    async touch(meetingId, deviceId, socketId, patch) {
      const entry = await read(meetingId, deviceId);
      if (!entry || entry.socketId !== socketId) return undefined;
      const next = {
        ...entry,
        lastSeenAt: patch.lastSeenAt,
        offsetMs: patch.offsetMs ?? entry.offsetMs,
        kind: patch.viewer ? deviceKindFor('viewer', entry.kind) : entry.kind,
      };
      await write(meetingId, next);
      return present(next);
    },
    async disconnect(meetingId, deviceId, socketId) {
      const entry = await read(meetingId, deviceId);
      if (entry?.socketId !== socketId) return false;
      await redis.hdel(devicesKey(meetingId), deviceId);
      return true;
    },
    async rename(meetingId, deviceId, name) {
      const entry = await read(meetingId, deviceId);
      if (!entry) return undefined;
      await redis.hset(namesKey(meetingId), deviceId, name);
      await redis.expire(namesKey(meetingId), NAME_TTL_SECONDS);
      const next = { ...entry, name };
      await write(meetingId, next);
      return present(next);
    },
    async list(meetingId, now) {
      const all = await redis.hvals(devicesKey(meetingId));
      return all
        .map((raw) => JSON.parse(raw) as DeviceEntry)
        .filter((entry) => now - entry.lastSeenAt < DEVICE_STALE_MS)
        .map(present);
    },
  };
}
