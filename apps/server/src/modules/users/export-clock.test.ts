import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signUp } from '../../test/users.ts';

/** Account routes tell the time by the app's clock, so tests (and a wrong host clock) agree. */
describe('the account export on the injected clock', () => {
  const now = new Date('2026-03-01T09:30:00.000Z');
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', {}, { clock: () => now });
  });
  afterAll(() => app.close());

  it('is dated by the app clock', async () => {
    const { headers } = await signUp(app, { fullName: 'Clock Reader' });
    const response = await app.inject({ method: 'GET', url: '/v1/users/me/export', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ exportedAt: now.toISOString() });
  });
});
