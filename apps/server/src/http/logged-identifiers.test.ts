import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-logged-identifiers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the real server process', () => {
  it('never writes a checkout session or a teamspace seat to its log', async () => {
    const server = await startServerProcess({
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      BILLING_TEST_MODE: 'true',
    });
    const call = async (method: string, url: string, token?: string, body?: object) => {
      const response = await fetch(`${server.base}${url}`, {
        method,
        headers: {
          ...(body && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body && JSON.stringify(body),
      });
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
      return response.json() as Promise<Record<string, unknown>>;
    };
    let session = '';
    let seat = '';
    try {
      const owner = await call('POST', '/v1/users/register', undefined, {
        email: 'owner@example.com',
        password: 'a long enough password',
        fullName: 'Owen',
      });
      const token = String(owner.token);
      const checkout = await call('POST', '/v2/payments/create-checkout-session', token, {
        interval: 'month',
      });
      session = new URL(String(checkout.url)).searchParams.get('session') ?? '';
      expect(session).toMatch(/^[0-9a-f-]{36}$/);
      // The page the checkout URL opens, then the API calls it makes.
      await fetch(`${server.base}/user/subscription/test-checkout?session=${session}`);
      await call('GET', `/v2/payments/test-checkout/${session}`, token);
      await call('POST', `/v2/payments/test-checkout/${session}/pay`, token);
      await fetch(`${server.base}/user/subscription/success?session_id=cs_test_${session}`);

      const team = await call('POST', '/v3/workspaces', token, { name: 'Logged team' });
      const members = `/v3/workspaces/${String(team.uuid)}/users`;
      await call('POST', members, token, { email: 'invitee@example.com', role: 'editor' });
      const { items } = (await call('GET', members, token)) as { items: { token: string }[] };
      seat = items.find((item) => item.token)?.token ?? '';
      expect(seat).toMatch(/^[0-9a-f-]{36}$/);
      await call('PUT', `${members}/${seat}`, token, { role: 'viewer' });
      await call('POST', `${members}/invite`, token, { token: seat });
      await call('DELETE', `${members}/${seat}`, token);
    } finally {
      await server.stop();
    }
    const output = server.output();
    // The requests were logged (so this test can fail), their identifiers were not.
    expect(output).toContain('/v2/payments/test-checkout/[redacted]/pay');
    expect(output).toContain('/user/subscription/test-checkout?session=[redacted]');
    expect(output).toContain('/users/[redacted]');
    expect(output).not.toContain(session);
    expect(output).not.toContain(seat);
  }, 120_000);
});
