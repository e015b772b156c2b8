import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';
import { changeSettings, createShared, read } from './testing.ts';

describe.each(testDatabaseKinds)('stage warnings in the public view on %s', (kind) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('gives every viewer the thresholds the owner set, and null for the default rule', async () => {
    const { token } = await signUpOnPlan(app, { plan: 'free' });
    const owner = { authorization: `Bearer ${token}` };
    const meeting = await createShared(app, owner, {
      content: 'Warned\n# A\n: 30',
      visibility: 'Public',
    });
    expect((await read(app, meeting.uuid)).json()).toMatchObject({ stageWarnings: null });

    const warnings = { unit: 'minutes', amber: 5, red: 1 };
    await changeSettings(app, owner, meeting, { stageWarnings: warnings });
    expect((await read(app, meeting.uuid)).json()).toMatchObject({ stageWarnings: warnings });
    expect((await read(app, meeting.joinCode)).json()).toMatchObject({ stageWarnings: warnings });

    await changeSettings(app, owner, meeting, { stageWarnings: null });
    expect((await read(app, meeting.uuid)).json()).toMatchObject({ stageWarnings: null });
  });

  it.each([
    ['red above amber', { unit: 'minutes', amber: 2, red: 3 }, 'red'],
    ['more than 100 percent', { unit: 'percent', amber: 150, red: 10 }, 'amber'],
    ['an unknown unit', { unit: 'seconds', amber: 2, red: 1 }, 'unit'],
  ])('refuses %s with 400 and changes nothing', async (_case, stageWarnings, field) => {
    const { token } = await signUpOnPlan(app, { plan: 'free' });
    const owner = { authorization: `Bearer ${token}` };
    const meeting = await createShared(app, owner, {
      content: 'Warned\n# A\n: 30',
      visibility: 'Public',
    });
    const kept = { unit: 'percent', amber: 25, red: 10 };
    const before = await changeSettings(app, owner, meeting, { stageWarnings: kept });

    const response = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: owner,
      payload: { baseVersion: before.version, settings: { stageWarnings } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: { path: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((issue) => issue.path).join(' ')).toContain(field);

    const after = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: owner,
    });
    expect(after.json()).toMatchObject({
      version: before.version,
      settings: { stageWarnings: kept },
    });
    expect((await read(app, meeting.uuid)).json()).toMatchObject({ stageWarnings: kept });
  });
});
