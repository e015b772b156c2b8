import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimit, registerSecurityHeaders } from './http/security.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { serveWebApp } from './web/serve-web-app.ts';

export type AppOptions = {
  config: Config;
  /** An already-open database (tests); otherwise opened from the config. */
  database?: Database;
  /** Whether the app serves the built SPA; off in API tests. */
  serveWeb?: boolean;
  logger?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
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
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app);
  await registerRateLimit(app, config, redis);
  const metrics = registerMetrics(app);
  await registerOpenApi(app, config.brandName);
  await app.register(systemRoutes, { config, database, metrics });
  await serveWebApp(app, options.serveWeb === false ? undefined : config.webDistDir);

  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
    if (!options.database) await database.close();
  });
  return app;
}

function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
