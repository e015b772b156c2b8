import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds)('system endpoints on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { FEATURE_PAYMENT: 'false', BRAND_NAME: 'Acme' });
  });
  afterAll(() => app.close());

  it('GET /healthz says the process is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: kind });
  });

  it('GET /api/config has the pinned shape, the flags from the environment and no secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(publicConfigSchema.strict().parse(body)).toBeTruthy();
    expect(body.brandName).toBe('Acme');
    expect(body.features.payment).toBe(false);
    expect(body.features.ai).toBe(true);
    expect(body.languages).toEqual(['en', 'fr']);
    expect(JSON.stringify(body)).not.toMatch(/postgres:|redis:|secret|password"\s*:\s*"/i);
  });

  it('GET /metrics exposes Prometheus text with request durations', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('ordo_http_request_duration_seconds_bucket');
    expect(response.body).toContain('route="/healthz"');
  });

  it('GET /api/openapi.json documents the routes; Swagger UI answers at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/config']),
    );
    // Shapes are shared components (issue 27): the answer names one, which lists the fields.
    const schema = document.paths['/api/config'].get.responses['200'].content['application/json']
      .schema as { $ref: string };
    const name = schema.$ref.replace('#/components/schemas/', '');
    expect(document.components.schemas[name].properties).toHaveProperty('features');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('sends security headers with the content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("img-src 'self' data: https:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
