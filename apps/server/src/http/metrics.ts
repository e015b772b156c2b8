import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * A registry per app instance (not prom-client's global one) so tests can build many apps
 * in one process without "metric already registered" errors.
 */
export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ordo_' });
  // prom-client also exports these three sums as gauges named `…_total`, a suffix Prometheus
  // reserves for counters (and strict parsers and linters refuse). The gauges without the
  // suffix (`ordo_nodejs_active_handles{type=…}`, …) carry the same figures by type.
  for (const name of ['handles', 'requests', 'resources']) {
    registry.removeSingleMetric(`ordo_nodejs_active_${name}_total`);
  }
  const duration = new Histogram({
    name: 'ordo_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // A callback hook: no promise per request (framework-errors.ts says why).
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL: one series per route, not per meeting id.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  return registry;
}
