import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';
import {
  createLiveConnection,
  initialLiveSnapshot,
  NETWORK_ERROR,
  type LiveAuth,
  type LiveConnection,
  type LiveConnectionOptions,
  type LiveSnapshot,
} from './live-connection.ts';

export type UseLiveRunOptions = LiveConnectionOptions & {
  /** False keeps the hook idle (no socket), e.g. until the meeting has loaded. Default true. */
  enabled?: boolean;
};

export type LiveRun = LiveSnapshot & {
  /** The server's current time as this device estimates it (stable across renders). */
  serverNow: () => number;
  /** See {@link LiveConnection.send}: never rejects, NETWORK_ERROR when offline (stable). */
  send: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/** Holds the component's current connection, so the hook's functions stay the same. */
function createHolder() {
  let connection: LiveConnection | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    open(options: LiveConnectionOptions): () => void {
      const opened = createLiveConnection(options);
      connection = opened;
      opened.subscribe(notify);
      notify();
      return () => {
        opened.close();
        if (connection === opened) connection = null;
        notify();
      };
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): LiveSnapshot => connection?.getSnapshot() ?? initialLiveSnapshot,
    serverNow: (): number => connection?.serverNow() ?? Date.now(),
    send: (command: RunCommandInput): Promise<LiveCommandAck> =>
      connection?.send(command) ??
      Promise.resolve({
        ok: false,
        error: { code: NETWORK_ERROR, message: 'Not connected to the server' },
      }),
  };
}

/**
 * A live connection for the lifetime of the component: the snapshot (re-rendering on every
 * change) plus `serverNow` and `send`. Closed on unmount; re-created when the meeting, the kind,
 * the credentials, the pass, the room or the url change.
 *
 * @example
 * const live = useLiveRun({ meetingId, kind: 'remote', auth: { controlToken } });
 * if (live.status === 'live') await live.send({ type: 'next' });
 */
export function useLiveRun(options: UseLiveRunOptions): LiveRun {
  const [holder] = useState(createHolder);
  const { meetingId, kind, pass, room, url, enabled = true } = options;
  const token = 'token' in options.auth ? options.auth.token : undefined;
  const controlToken = 'controlToken' in options.auth ? options.auth.controlToken : undefined;
  // Read once per connection: a change of these alone does not warrant a new socket.
  const { deviceName, now, socketOptions } = options;

  useEffect(() => {
    if (!enabled) return;
    const auth: LiveAuth = token ? { token } : controlToken ? { controlToken } : {};
    return holder.open({ meetingId, kind, auth, pass, room, url, deviceName, now, socketOptions });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, [holder, enabled, meetingId, kind, token, controlToken, pass, room, url]);

  const snapshot = useSyncExternalStore(holder.subscribe, holder.getSnapshot, holder.getSnapshot);
  return useMemo(
    () => ({ ...snapshot, serverNow: holder.serverNow, send: holder.send }),
    [snapshot, holder],
  );
}
