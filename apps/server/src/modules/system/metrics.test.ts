import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';

const TOKEN = 'metrics-token-for-the-scraper';

/**
 * /metrics read as Prometheus reads it: parsed by a text-format parser that is not prom-client,
 * with the naming rules a scraper's linter applies (`_total` only on counters).
 */
describe('GET /metrics', () => {
  let open: App;
  let guarded: App;
  beforeAll(async () => {
    open = await buildTestApp('pglite');
    guarded = await buildTestApp('pglite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('parses as the Prometheus text format, and no gauge ends in _total', async () => {
    await open.inject({ method: 'GET', url: '/healthz' });
    const response = await open.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(response.body);
    const names = families.map((family) => family.name);
    expect(names).toContain('ordo_http_request_duration_seconds');
    expect(names).toContain('ordo_nodejs_active_handles');
    for (const family of families) {
      if (family.type !== 'COUNTER') expect(family.name).not.toMatch(/_total$/);
      expect(family.name).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/);
    }
    const durations = families.find((f) => f.name === 'ordo_http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    // The parser folds a labelled histogram's series into one; the raw line shows the label.
    expect(response.body).toMatch(
      /^ordo_http_request_duration_seconds_count\{.*route="\/healthz"/m,
    );
  });

  it('is checked by a parser that refuses what Prometheus refuses', () => {
    expect(() => parsePrometheusTextFormat('# TYPE broken gauge\nbroken{type=} 1\n')).toThrow();
  });

  it('with METRICS_TOKEN set, answers 401 without the bearer token and the metrics with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const refused = await guarded.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(refused.body).not.toContain('ordo_');
    }
    const allowed = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(parsePrometheusTextFormat(allowed.body).length).toBeGreaterThan(10);
  });
});
