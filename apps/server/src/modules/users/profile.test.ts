import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataSchema } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';

describe.each(testDatabaseKinds)('profile, onboarding and account data on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v1/users/me', headers });

  it('updates profile fields and leaves the others alone', async () => {
    const { headers } = await signUp(app, { fullName: 'Grace Hopper' });
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: {
        bio: 'Rear admiral, compiler pioneer',
        company: 'US Navy',
        job: 'Computer scientist',
        website: 'https://example.com/grace',
        xHandle: '@grace_h',
        emailUpdates: true,
        language: 'fr',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      fullName: 'Grace Hopper',
      photoUrl: null,
      language: 'fr',
      bio: 'Rear admiral, compiler pioneer',
      company: 'US Navy',
      job: 'Computer scientist',
      website: 'https://example.com/grace',
      xHandle: 'grace_h',
      emailUpdates: true,
    });
    const cleared = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: { company: '', fullName: 'Grace B. Hopper' },
    });
    expect(cleared.json().profile).toMatchObject({
      fullName: 'Grace B. Hopper',
      company: null,
      job: 'Computer scientist',
    });
  });

  it('takes back what GET returned: profile nested, read-only fields ignored', async () => {
    const { headers } = await signUp(app, { fullName: 'Ada Lovelace' });
    const read = (await me(headers)).json();
    const edited = {
      ...read,
      plan: 'pro',
      isAdmin: true,
      profile: { ...read.profile, bio: 'Analyst' },
    };
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: edited,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: 'free',
      isAdmin: false,
      email: read.email,
      profile: { ...read.profile, bio: 'Analyst' },
    });
    const flatWins = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: { profile: { company: 'Nested' }, company: 'Flat' },
    });
    expect(flatWins.json().profile.company).toBe('Flat');
    const invalid = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: { profile: { website: 'javascript:alert(1)' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
    expect((await me(headers)).json().profile.website).toBeNull();
  });

  it('keeps a single field set on an otherwise empty profile', async () => {
    const { headers } = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: { company: 'Acme', emailUpdates: true },
    });
    expect(response.json().profile).toMatchObject({
      bio: null,
      company: 'Acme',
      emailUpdates: true,
    });
    const again = await app.inject({ method: 'GET', url: '/v1/users/me', headers });
    expect(again.json().profile).toMatchObject({ company: 'Acme', emailUpdates: true });
  });

  it.each([
    ['an empty name', { fullName: '' }],
    ['a name too long', { fullName: 'x'.repeat(101) }],
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }],
    ['an X handle with spaces', { xHandle: 'grace hopper' }],
    ['a language Ordo does not speak', { language: 'de' }],
    ['consent as a string', { emailUpdates: 'yes' }],
    ['an unknown field', { plan: 'pro' }],
    ['an e-mail change without password', { email: 'new@example.com' }],
    ['a bio too long', { bio: 'x'.repeat(1001) }],
    ['an unknown onboarding event', { onboardingEvent: '11' }],
  ])('refuses a profile update with %s: 400 and nothing changed', async (_case, payload) => {
    const { headers } = await signUp(app, { fullName: 'Unchanged Name' });
    await app.inject({ method: 'PUT', url: '/v1/users/me', headers, payload: { job: 'Baker' } });
    const before = (await me(headers)).json();
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: { job: 'Changed', ...payload },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().issues.length).toBeGreaterThan(0);
    expect((await me(headers)).json()).toEqual(before);
  });

  it('stores onboarding events by the SPEC §4 rules', async () => {
    const { headers } = await signUp(app);
    const send = async (onboardingEvent: string) =>
      (
        await app.inject({
          method: 'PUT',
          url: '/v1/users/me',
          headers,
          payload: { onboardingEvent },
        })
      ).json().onboarding;
    expect(await send('10')).toBe('10');
    expect(await send('8')).toBe('8,10');
    expect(await send('8')).toBe('8,10');
    expect(await send('9')).toBe('8,9,10');
    const data = await app.inject({ method: 'POST', url: '/v1/users/data', headers });
    expect(data.json().onboarding).toEqual({
      value: '8,9,10',
      steps: ['8', '9', '10'],
      ended: null,
      complete: true,
    });
    expect(await send('SKIPPED')).toBe('SKIPPED');
    expect(await send('9')).toBe('SKIPPED');
    expect(await send('')).toBe('');
    expect(await send('DONE')).toBe('DONE');
  });

  it('answers /v1/users/data with the plan, its entitlements and the AI power', async () => {
    const { headers, user } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/v1/users/data', headers });
    expect(response.statusCode).toBe(200);
    const data = userDataSchema.parse(response.json());
    expect(data.user.id).toBe(user.id);
    expect(data.plan).toEqual({
      name: 'free',
      entitlements: {
        historyVersions: 20,
        aiPowerMinutes: 240,
        teamspaces: false,
        removeBranding: false,
        customColors: false,
      },
    });
    expect(data.aiQuota).toMatchObject({ limitMinutes: 240, usedMinutes: 0, percentUsed: 0 });
    // Power refills on the first of each calendar month, as GET /v2/ai/quota says.
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(data.aiQuota.refillsAt).toBe(nextMonth.toISOString());
    expect(data.aiQuota.refillInDays).toBeGreaterThanOrEqual(1);
    expect(data.aiQuota.refillInDays).toBeLessThanOrEqual(31);
  });

  it('hides public profiles while the publicProfile flag is off', async () => {
    const { user } = await signUp(app);
    const response = await app.inject({ method: 'GET', url: `/v2/public/users/${user.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });

  it('exports the account as a JSON download', async () => {
    const { headers, email, token } = await signUp(app, { fullName: 'Export Me' });
    const content = 'Sprint retro\n\n# Check-in\n: 10\nPrivate note for me\n';
    await app.inject({ method: 'POST', url: '/v3/meetings', headers, payload: { content } });
    const response = await app.inject({ method: 'GET', url: '/v1/users/me/export', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const document = response.json();
    expect(document).toMatchObject({
      version: 1,
      account: { email },
      profile: { fullName: 'Export Me' },
    });
    expect(document.meetings).toHaveLength(1);
    expect(document.meetings[0]).toMatchObject({ title: 'Sprint retro', content });
    // No secret travels in it: neither the token nor any stored password or token field.
    expect(response.body).not.toContain(token);
    expect(response.body).not.toMatch(/"(password|token|accessToken|idToken)"\s*:/);
  });
});

describe.each(testDatabaseKinds)('public profiles on %s with the flag on', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { FEATURE_PUBLIC_PROFILE: 'true' });
  });
  afterAll(() => app.close());

  it('shows the public fields and never the e-mail', async () => {
    const { user, headers, email } = await signUp(app, { fullName: 'Public Person' });
    await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers,
      payload: { bio: 'Facilitator', xHandle: 'pubperson' },
    });
    const response = await app.inject({ method: 'GET', url: `/v2/public/users/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      fullName: 'Public Person',
      bio: 'Facilitator',
      xHandle: 'pubperson',
    });
    expect(response.body).not.toContain(email);
  });

  it.each([
    ['not-a-uuid', 400, 'INVALID_ID'],
    ['00000000-0000-4000-8000-000000000000', 404, 'USER_NOT_FOUND'],
  ])('answers %s with %i %s', async (id, status, code) => {
    const response = await app.inject({ method: 'GET', url: `/v2/public/users/${id}` });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });
});
