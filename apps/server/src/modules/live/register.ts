import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { App } from '../../app.ts';
import type { MeetingAccess } from '../../access/meeting-access.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import { commandLanes } from './command-lanes.ts';
import { createKeyedLimit } from '../../http/keyed-limit.ts';
import { memoryDeviceRegistry, redisDeviceRegistry } from './device-registry.ts';
import { createLiveHub } from './live-hub.ts';
import { liveRights } from './live-rights.ts';
import { registerLiveSocket } from './live-socket.ts';
import { liveRoutes } from './routes.ts';
import { runsRoutes } from './runs-routes.ts';
import type { RunCommandDeps } from './run-commands.ts';

/**
 * The live run (issue 10): the `/live` socket namespace and the HTTP routes share one command
 * table (`runCommand`), one access service and one hub that owns the rooms.
 */
export async function registerLive(
  app: App,
  services: {
    io: Server;
    access: MeetingAccess;
    authService: AuthService;
    redis: Redis | undefined;
  },
): Promise<void> {
  const { config, database } = app;
  const now = () => app.clock().getTime();
  const hub = createLiveHub(services.io, database.db, now, {
    crossProcess: services.redis !== undefined,
  });
  const registry = services.redis
    ? redisDeviceRegistry(services.redis, config.redisPrefix)
    : memoryDeviceRegistry();
  const run: RunCommandDeps = {
    db: database.db,
    clock: app.clock,
    publish: hub.publish,
    memo: new Map(),
    lanes: commandLanes({ maxQueued: config.live.commandQueue }),
  };
  const rights = liveRights({
    db: database.db,
    hub,
    access: services.access,
    authService: services.authService,
    bus: app.rights,
    registry,
    clock: now,
    log: app.log,
  });
  registerLiveSocket({
    db: database.db,
    hub,
    access: services.access,
    authService: services.authService,
    registry,
    run,
    clock: now,
    log: app.log,
    rights,
    limits: {
      connections: createKeyedLimit(app, {
        name: 'live:connect',
        max: config.live.connectionsPerMinute,
        timeWindow: 60_000,
      }),
      commands: createKeyedLimit(app, {
        name: 'live:command',
        max: config.live.commandsPerMinute,
        timeWindow: 60_000,
      }),
      commandBurst: config.live.commandBurst,
    },
    trustProxy: config.trustProxy,
  });
  await app.register(
    liveRoutes({ access: services.access, hub, registry, run, publishRights: app.rights.publish }),
  );
  await app.register(runsRoutes(database.db));
  app.addHook('onClose', () => hub.stop());
}
