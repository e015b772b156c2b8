import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';
import { changeSettings, createShared, read } from './testing.ts';

describe.each(testDatabaseKinds)('branding of public views on %s', (kind) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('shows a PRO owner’s colour and hides the mark; a lapsed PRO gets the mark back', async () => {
    const { token, userId } = await signUpOnPlan(app, { plan: 'pro' });
    const owner = { authorization: `Bearer ${token}` };
    const meeting = await createShared(app, owner, {
      content: 'Branded\n# A\n: 5',
      visibility: 'Public',
    });
    await changeSettings(app, owner, meeting, { brandColor: '#7048e8', hideBranding: true });
    expect((await read(app, meeting.uuid)).json()).toMatchObject({
      brandColor: '#7048e8',
      hideBranding: true,
    });

    await app.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, userId));
    expect((await read(app, meeting.uuid)).json()).toMatchObject({
      brandColor: null,
      hideBranding: false,
    });
  });

  it('shows the mark for a free owner', async () => {
    const { token } = await signUpOnPlan(app, { plan: 'free' });
    const owner = { authorization: `Bearer ${token}` };
    const meeting = await createShared(app, owner, {
      content: 'Plain\n# A\n: 5',
      visibility: 'Public',
    });
    expect((await read(app, meeting.uuid)).json()).toMatchObject({
      brandColor: null,
      hideBranding: false,
    });
  });
});
