import { and, eq, sql } from 'drizzle-orm';
import { aiPowerQuota, entitlementsOf, type Plan } from '@ordo/agenda';
import type { AiQuotaAnswer } from '@ordo/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * AI power (DESIGN §4, §9): a budget of planned workshop minutes per calendar month (UTC).
 * Free gets AI_FREE_POWER; PRO is unlimited (plans.ts), under an optional fair-use ceiling
 * AI_PRO_FAIR_USE_POWER (0 = none). Spending is recorded after a successful answer, by one
 * conditional UPDATE, so two asks at the limit can never both spend.
 */
export type PowerRules = Config['ai'];

/** The first instant of `now`'s calendar month, UTC: every period starts there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The most a user may spend this month; null when there is no ceiling at all. */
export function powerCeiling(plan: Plan, rules: PowerRules): number | null {
  if (entitlementsOf(plan).aiPowerMinutes === null)
    return rules.proFairUsePower > 0 ? rules.proFairUsePower : null;
  return rules.freePower;
}

type PowerRow = { plan: Plan; usedMinutes: number; periodStart: Date };

export function presentQuota(row: PowerRow, rules: PowerRules, now: Date): AiQuotaAnswer {
  // Anchoring at the month's first day makes plans.ts's monthly periods calendar months.
  const quota = aiPowerQuota({
    plan: row.plan,
    usedMinutes: row.usedMinutes,
    periodStart: monthStart(row.periodStart),
    now,
  });
  const unlimited = entitlementsOf(row.plan).aiPowerMinutes === null;
  const monthly = unlimited ? null : rules.freePower;
  return {
    plan: row.plan,
    unlimited,
    powerMonthly: monthly,
    powerUsed: quota.usedMinutes,
    percentUsed:
      monthly === null ? 0 : Math.min(100, Math.round((quota.usedMinutes / monthly) * 100)),
    refillsAt: quota.refillsAt.toISOString(),
    daysUntilRefill: quota.refillInDays,
  };
}

export async function loadPower(db: Executor, userId: string): Promise<PowerRow> {
  const [row] = await db
    .select({
      plan: users.plan,
      usedMinutes: users.aiPowerUsedMinutes,
      periodStart: users.aiPowerPeriodStart,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/** 402 AI_POWER_LIMIT unless `cost` more minutes fit this month. Checked before working. */
export function ensurePower(row: PowerRow, cost: number, rules: PowerRules, now: Date): void {
  const ceiling = powerCeiling(row.plan, rules);
  if (ceiling === null) return;
  const used = presentQuota(row, rules, now).powerUsed;
  if (used + cost > ceiling) throw new AppError('AI_POWER_LIMIT');
}

/**
 * Records `cost` minutes for `userId` in `now`'s month and returns the new row. A stale
 * period (an earlier month) restarts from zero. The WHERE clause re-checks the ceiling
 * inside the UPDATE, so concurrent asks never overspend: the loser gets 402 and pays nothing.
 */
export async function chargePower(
  db: Executor,
  userId: string,
  plan: Plan,
  cost: number,
  rules: PowerRules,
  now: Date,
): Promise<PowerRow> {
  const start = monthStart(now).toISOString();
  const stale = sql`${users.aiPowerPeriodStart} < ${start}::timestamptz`;
  const current = sql`(case when ${stale} then 0 else ${users.aiPowerUsedMinutes} end)`;
  const ceiling = powerCeiling(plan, rules);
  const [row] = await db
    .update(users)
    .set({
      aiPowerUsedMinutes: sql`${current} + ${cost}`,
      aiPowerPeriodStart: sql`(case when ${stale} then ${start}::timestamptz else ${users.aiPowerPeriodStart} end)`,
    })
    .where(
      and(
        eq(users.id, userId),
        ceiling === null ? undefined : sql`${current} + ${cost} <= ${ceiling}`,
      ),
    )
    .returning({
      plan: users.plan,
      usedMinutes: users.aiPowerUsedMinutes,
      periodStart: users.aiPowerPeriodStart,
    });
  if (!row) throw new AppError('AI_POWER_LIMIT');
  return row;
}
