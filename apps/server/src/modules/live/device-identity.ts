import { createHash } from 'node:crypto';
import type { DeviceKind, LiveJoin } from '@ordo/contract';
import type { LiveCredentials, LiveRole } from '../../access/live-access.ts';

/**
 * Who vouches for a device: the signed-in user, the control token, or nobody (every anonymous
 * viewer shares one scope, and may only ever be listed as a stage or a public screen).
 */
export function deviceScope(credentials: LiveCredentials): string {
  if (credentials.caller) return `user:${credentials.caller.id}`;
  const token = credentials.controlToken;
  if (token && token !== 'invalid') return `token:${token.tokenId}`;
  return 'anonymous';
}

/**
 * The id a device is listed under: the id it sent, scoped to its credential. A device that
 * sends another's id (it may have read it over a shoulder) under another credential gets an
 * entry of its own and cannot overwrite the other's, nor inherit the name a facilitator gave
 * it; the same device coming back with the same credential finds its entry and name again.
 * A digest rather than `scope:id`, so the list shows no user or token ids and stays short.
 *
 * @example
 * listedDeviceId('anonymous', 'remote-1') !== listedDeviceId('token:…', 'remote-1') // true
 */
export function listedDeviceId(scope: string, deviceId: string): string {
  return createHash('sha256').update(`${scope}\n${deviceId}`).digest('base64url').slice(0, 22);
}

const viewerKinds: ReadonlySet<DeviceKind> = new Set(['stage', 'public']);

/**
 * The kind a device is listed as, from the rights of its connection rather than its word: a
 * controller is what it says (a cockpit, a remote, or a screen opened by an editor); a
 * presenter token is a presenter whatever it says; a viewer may be a stage or a public screen,
 * and one that claims more is listed as public.
 */
export function deviceKindFor(role: LiveRole, asked: DeviceKind): DeviceKind {
  if (role === 'presenter') return 'presenter';
  return role === 'controller' || viewerKinds.has(asked) ? asked : 'public';
}

/** What a joining device is listed as: its scoped id, its kind by rights, a name of ≤ 60. */
export function listedDevice(
  credentials: LiveCredentials,
  role: LiveRole,
  device: NonNullable<LiveJoin['device']>,
): { id: string; kind: DeviceKind; name: string } {
  const kind = deviceKindFor(role, device.kind);
  // The join schema trimmed and bounded the name (DEVICE_NAME_MAX); clients render it as text.
  return {
    id: listedDeviceId(deviceScope(credentials), device.id),
    kind,
    name: device.name || kind,
  };
}
