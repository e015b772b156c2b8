import type { DeviceKind } from '@ordo/contract';

const PREFIX = 'ordo.live.device.';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A stable id per browser and device kind (`ordo.live.device.<kind>` in localStorage), so the
 * cockpit's device list shows one row per screen across reloads and reconnects. Storage may be
 * refused (private browsing): the id then lasts as long as the page.
 */
export function liveDeviceId(
  kind: DeviceKind,
  storage: Storage | null = safeLocalStorage(),
): string {
  const key = PREFIX + kind;
  try {
    const existing = storage?.getItem(key);
    if (existing && existing.length >= 8 && existing.length <= 64) return existing;
    const created = randomId();
    storage?.setItem(key, created);
    return created;
  } catch {
    return randomId();
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
