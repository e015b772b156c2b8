// The live-run client core: one connection per screen, shared by the stage, the remote, the
// public view and the cockpit.
export {
  createLiveConnection,
  initialLiveSnapshot,
  LIVE_ACK_TIMEOUT_MS,
  NETWORK_ERROR,
} from './live-connection.ts';
export type {
  LiveAuth,
  LiveConnection,
  LiveConnectionOptions,
  LiveSnapshot,
  LiveStatus,
} from './live-connection.ts';
export { useLiveRun } from './use-live-run.ts';
export type { LiveRun, UseLiveRunOptions } from './use-live-run.ts';
export { useServerTick } from './use-server-clock.ts';
export { liveDeviceId } from './device-id.ts';
export { mergeDevices } from './merge-devices.ts';
