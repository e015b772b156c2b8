import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signUp } from '../../test/users.ts';

describe('answers without a body', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  });
  afterAll(() => app.close());

  it('sends an empty 204 on sign-out, and OpenAPI documents exactly that', async () => {
    const { headers } = await signUp(app);
    const logout = await app.inject({ method: 'POST', url: '/v1/users/logout', headers });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/v1/users/logout', 'post'],
      ['/v1/users/me', 'delete'],
      ['/v1/users/me/sessions', 'delete'],
    ] as const) {
      const responses = document.paths[path][method].responses;
      expect(Object.keys(responses), `${method} ${path}`).toContain('204');
      expect(Object.keys(responses)).not.toContain('200');
      expect(responses['204'].content).toBeUndefined();
    }
    expect(Object.keys(document.paths['/v1/users/login'].post.responses)).toEqual(
      expect.arrayContaining(['200', '401', '429']),
    );
  });
});
