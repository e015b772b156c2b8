import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseWhileClosing,
  refuseWhatNodeWould,
} from './http/framework-errors.ts';
import { describeError } from './http/describe-error.ts';
import { logRedisOutages } from './http/redis-outages.ts';
import { rejectNulCharacters } from './http/reject-nul.ts';
import { loggerOptions, requestLogController } from './http/logging.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimit, registerSecurityHeaders } from './http/security.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { authBrowserRoutes } from './auth/auth-routes.ts';
import { createAuthService } from './auth/auth-service.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { registerViewer } from './auth/viewer.ts';
import { createAuthRateLimits } from './http/auth-rate-limit.ts';
import { createMailer } from './mail/mailer.ts';
import { meetingRoutes } from './modules/meetings/routes.ts';
import { workspaceRoutes } from './modules/workspaces/routes.ts';
import { registerEditFeed } from './modules/workspaces/edit-feed.ts';
import { registerCollab } from './modules/collab/register.ts';
import { sharingRoutes } from './modules/sharing/routes.ts';
import { publicReadsFor } from './modules/sharing/public-read-cache.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { methodRoutes } from './modules/methods/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { buildMeetingAccess } from './access/access-service.ts';
import { attachSocketServer } from './realtime/socket-server.ts';
import { createRightsBus, type RightsBus } from './realtime/rights-bus.ts';
import { registerLive } from './modules/live/register.ts';
import { registerAi } from './modules/ai/register.ts';
import { registerBilling } from './modules/billing/register.ts';
import { billingExpiryJob } from './modules/billing/expiry-job.ts';
import type { Server as SocketServer } from 'socket.io';
import { trashPurgeJob } from './modules/meetings/purge-job.ts';
import { pageMayBeIndexed } from './modules/meetings/search-indexing.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { serveWebApp } from './web/serve-web-app.ts';
import { registerCompression } from './web/compression.ts';

export type AppOptions = {
  config: Config;
  /** An already-open database (tests); otherwise opened from the config. */
  database?: Database;
  /** Whether the app serves the built SPA; off in API tests. */
  serveWeb?: boolean;
  logger?: boolean;
  /** The time source of every rule that depends on time (tests move it). */
  clock?: () => Date;
  /** Whether scheduled jobs run in this process; off in tests, which call them directly. */
  jobs?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    clock: () => Date;
    /** The shared Redis client when REDIS_URL is set: rate limits, counters, devices, sockets. */
    redis: Redis | undefined;
    /** socket.io on this app's HTTP server (namespace `/live`). */
    io: SocketServer;
    /** Rights changes, published after their commit, re-evaluate open sockets in every process. */
    rights: RightsBus;
  }
}

export type App = FastifyInstance;

/**
 * Builds the whole Fastify application without listening, so tests drive it with `inject`
 * and `main.ts` only adds the socket and the signals.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();
  // Imported only when configured: a server without Redis does not pay for loading it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        // A Redis that stops answering fails each command fast (limits fall back to memory,
        // access codes answer 503) instead of holding every request.
        commandTimeout: config.redisTimeoutMs,
      })
    : undefined;

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    logController: requestLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Closing answers 503 in the { code, message } shape instead (refuseWhileClosing).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    // Checked by refuseWhatNodeWould, so the refusal has the { code, message } shape.
    http: { requireHostHeader: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (redis) logRedisOutages(redis, app.log);
  refuseWhileClosing(app);
  refuseWhatNodeWould(app);
  rejectNulCharacters(app);

  await registerSecurityHeaders(app, config);
  await registerRateLimit(app, config, redis);
  await registerCompression(app);
  const mailer = createMailer({ ...config.mail, db: database.db, log: app.log });
  const authService = await createAuthService({
    config,
    db: database.db,
    mailer,
    log: app.log,
    secret: await resolveAuthSecret(config.auth.secret, config.dataDir),
  });
  registerViewer(app, authService, database.db);
  const io = attachSocketServer(app, { redis, redisPrefix: config.redisPrefix });
  app.decorate('io', io);
  app.decorate('rights', createRightsBus(io, { crossProcess: redis !== undefined, log: app.log }));
  const publicReads = publicReadsFor(database);
  const metrics = registerMetrics(app);
  await registerOpenApi(app, config.brandName);
  await app.register(systemRoutes, { config, database, metrics });
  await app.register(authBrowserRoutes, { authService, publicUrl: config.publicUrl });
  await app.register(userRoutes, {
    config,
    database,
    authService,
    limitAuth: createAuthRateLimits(app, config),
  });
  await serveWebApp(app, options.serveWeb === false ? undefined : config.webDistDir, {
    pages: { brandName: config.brandName, features: config.features },
    pageIndexable: (id) => pageMayBeIndexed(database.db, id),
  });

  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('redis', redis);
  const access = await buildMeetingAccess(config, { redis, clock: app.clock });
  await app.register(sharingRoutes({ db: database.db, access }));
  const edits = registerEditFeed(app.io, {
    db: database.db,
    authService,
    log: app.log,
    rights: app.rights,
  });
  const collab = registerCollab(app, { authService, crossProcess: redis !== undefined });
  await app.register(
    meetingRoutes({ access, publicReads, edits, contentWritten: collab.contentWritten }),
  );
  await app.register(workspaceRoutes({ config, mailer }));
  await app.register(commentRoutes({ mailer, commentsChanged: collab.commentsChanged }));
  await app.register(templateRoutes);
  await app.register(methodRoutes);
  await registerAi(app);
  await registerLive(app, { io: app.io, access, authService, redis });
  await registerBilling(app);

  const scheduler =
    options.jobs === false
      ? undefined
      : startScheduler(
          database.db,
          [trashPurgeJob(database.db), billingExpiryJob(database.db, app.rights.publish)],
          {
            clock: app.clock,
            onError: (job, error) =>
              app.log.error({ error: describeError(error), job }, 'scheduled job failed'),
          },
        );
  app.addHook('onClose', async () => {
    mailer.close();
    scheduler?.stop();
    // quit() waits for a server that may be gone; an unconnected client just disconnects.
    if (redis?.status === 'ready') await redis.quit().catch(() => undefined);
    else redis?.disconnect();
    if (!options.database) await database.close();
  });
  return app;
}

function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        timeoutMs: config.databaseTimeoutMs,
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
