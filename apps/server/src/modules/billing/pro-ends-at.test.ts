import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';
import { proEndsAt } from './pro-ends-at.ts';

const periodEnd = new Date('2026-12-01T00:00:00Z');
const graceEnd = new Date('2026-11-20T00:00:00Z');

describe.each(testDatabaseKinds)('proEndsAt (%s)', (kind) => {
  let app: App;
  afterEach(() => app?.close());

  async function proWith(row: Partial<typeof subscriptions.$inferInsert> | null) {
    const { userId } = await signUpOnPlan(app, { plan: 'pro' });
    if (row) {
      await app.database.db
        .insert(subscriptions)
        .values({ userId, provider: 'stripe', status: 'active', ...row });
    }
    return userId;
  }

  it('answers the period end of a subscription cancelled at period end', async () => {
    app = await buildTestApp(kind);
    const userId = await proWith({ currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true });
    expect(await proEndsAt(app.database.db, userId)).toEqual(periodEnd);
  });

  it('answers the end of the grace period of a past-due subscription', async () => {
    app = await buildTestApp(kind);
    const userId = await proWith({
      status: 'past_due',
      currentPeriodEnd: periodEnd,
      graceEndsAt: graceEnd,
    });
    expect(await proEndsAt(app.database.db, userId)).toEqual(graceEnd);
  });

  it('answers null for a renewing subscription, a PRO granted without one, and a free user', async () => {
    app = await buildTestApp(kind);
    const renewing = await proWith({ currentPeriodEnd: periodEnd });
    const granted = await proWith(null);
    const { userId: free } = await signUpOnPlan(app);
    expect(await proEndsAt(app.database.db, renewing)).toBeNull();
    expect(await proEndsAt(app.database.db, granted)).toBeNull();
    expect(await proEndsAt(app.database.db, free)).toBeNull();
  });
});
