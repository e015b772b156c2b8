/**
 * Plans and what each allows (SPEC §1, §6, §9; DESIGN §4). Every check of the product asks
 * this module, so a limit changes in one place.
 */
export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];

export type Entitlements = {
  /** How many versions of a meeting's history are kept. */
  historyVersions: number;
  /** Monthly AI power in planned workshop minutes; null means unlimited (fair use). */
  aiPowerMinutes: number | null;
  /** May own teamspaces and manage their members. */
  teamspaces: boolean;
  /** May hide the small logo on shared presentations. */
  removeBranding: boolean;
  /** May choose a meeting's brand colour. */
  customColors: boolean;
};

/** A yes-or-no entitlement, for `allows`. */
export type Capability = 'teamspaces' | 'removeBranding' | 'customColors';

const byPlan: Record<Plan, Entitlements> = {
  // About two two-hour workshops a month (SPEC §9).
  free: {
    historyVersions: 20,
    aiPowerMinutes: 240,
    teamspaces: false,
    removeBranding: false,
    customColors: false,
  },
  pro: {
    historyVersions: 100,
    aiPowerMinutes: null,
    teamspaces: true,
    removeBranding: true,
    customColors: true,
  },
};

/**
 * What `plan` allows. Anything that is not a known plan gets the free entitlements, so a
 * damaged value never grants more.
 *
 * @example entitlementsOf('free').historyVersions // 20
 * @example entitlementsOf('pro').aiPowerMinutes // null (unlimited)
 */
export function entitlementsOf(plan: string | null | undefined): Entitlements {
  return { ...byPlan[isPlan(plan) ? plan : 'free'] };
}

/**
 * True when `plan` has `capability`.
 *
 * @example allows('free', 'teamspaces') // false
 * @example allows('pro', 'customColors') // true
 */
export function allows(plan: string | null | undefined, capability: Capability): boolean {
  return entitlementsOf(plan)[capability];
}

/**
 * True for `free` and `pro`.
 *
 * @example isPlan('pro') // true
 * @example isPlan('PRO') // false
 */
export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (plans as readonly string[]).includes(value);
}

export type AiPowerQuota = {
  /** Minutes of power per month; null when unlimited. */
  limitMinutes: number | null;
  /** Minutes spent in the current period. */
  usedMinutes: number;
  /** Minutes left this period; null when unlimited. */
  remainingMinutes: number | null;
  /** Share of the power spent, 0 to 100, rounded; 0 when unlimited. */
  percentUsed: number;
  /** When the current period ends and the power refills. */
  refillsAt: Date;
  /** Whole days until then, at least 1 while the period runs. */
  refillInDays: number;
};

const DAY_MS = 86_400_000;

/** `start` plus `months` calendar months (UTC), clamped to the last day of a short month. */
function addMonths(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The monthly AI period that contains `now`, counted in whole months from `anchor` (when the
 * account's first period began). Power refills at each period's end.
 *
 * @example aiPowerPeriod(new Date('2026-01-31'), new Date('2026-03-05')).start // 2026-02-28
 */
export function aiPowerPeriod(anchor: Date, now: Date): { start: Date; end: Date } {
  if (now.getTime() < anchor.getTime()) return { start: anchor, end: addMonths(anchor, 1) };
  // Start from an estimate, then step: month lengths differ, so the estimate can be one off.
  const elapsed =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  let months = Math.max(0, elapsed - 1);
  while (addMonths(anchor, months + 1).getTime() <= now.getTime()) months += 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/**
 * The AI power quota shown to a user: `usedMinutes` were spent since `periodStart`; when the
 * period containing `now` began later than that, the spending belongs to an old period and
 * the quota is full again.
 *
 * @example aiPowerQuota({ plan: 'free', usedMinutes: 60, periodStart: d, now: d }).percentUsed // 25
 */
export function aiPowerQuota(input: {
  plan: string | null | undefined;
  usedMinutes: number;
  periodStart: Date;
  now: Date;
}): AiPowerQuota {
  const { aiPowerMinutes: limit } = entitlementsOf(input.plan);
  const period = aiPowerPeriod(input.periodStart, input.now);
  const stale = period.start.getTime() > input.periodStart.getTime();
  const used = stale ? 0 : Math.max(0, input.usedMinutes);
  const refillInDays = Math.max(
    1,
    Math.ceil((period.end.getTime() - input.now.getTime()) / DAY_MS),
  );
  return {
    limitMinutes: limit,
    usedMinutes: used,
    remainingMinutes: limit === null ? null : Math.max(0, limit - used),
    percentUsed: limit === null ? 0 : Math.min(100, Math.round((used / limit) * 100)),
    refillsAt: period.end,
    refillInDays,
  };
}
