import { describe, expect, it } from 'vitest';
import { aiPowerPeriod, aiPowerQuota, allows, entitlementsOf, isPlan } from './plans.ts';

describe('entitlementsOf', () => {
  it.each<[string | null, Record<string, unknown>]>([
    [
      'free',
      {
        historyVersions: 20,
        aiPowerMinutes: 240,
        teamspaces: false,
        removeBranding: false,
        customColors: false,
      },
    ],
    [
      'pro',
      {
        historyVersions: 100,
        aiPowerMinutes: null,
        teamspaces: true,
        removeBranding: true,
        customColors: true,
      },
    ],
    // A value that is not a plan never grants more than free.
    ['PRO', { historyVersions: 20, teamspaces: false }],
    ['enterprise', { historyVersions: 20, aiPowerMinutes: 240 }],
    [null, { historyVersions: 20, customColors: false }],
  ])('%j → %j', (plan, expected) => {
    expect(entitlementsOf(plan)).toMatchObject(expected);
  });

  it('hands out a copy nobody can change for everyone', () => {
    entitlementsOf('free').historyVersions = 1000;
    expect(entitlementsOf('free').historyVersions).toBe(20);
  });
});

describe('allows', () => {
  it.each<[string, 'teamspaces' | 'removeBranding' | 'customColors', boolean]>([
    ['free', 'teamspaces', false],
    ['free', 'removeBranding', false],
    ['free', 'customColors', false],
    ['pro', 'teamspaces', true],
    ['pro', 'removeBranding', true],
    ['pro', 'customColors', true],
  ])('%s may use %s: %j', (plan, capability, expected) => {
    expect(allows(plan, capability)).toBe(expected);
  });

  it('knows the two plans', () => {
    expect([isPlan('free'), isPlan('pro'), isPlan('Pro'), isPlan(1)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

const at = (iso: string) => new Date(iso);

describe('aiPowerPeriod', () => {
  it.each<[string, string, string, string]>([
    [
      '2026-01-10T09:00:00Z',
      '2026-01-10T09:00:00Z',
      '2026-01-10T09:00:00Z',
      '2026-02-10T09:00:00Z',
    ],
    [
      '2026-01-10T09:00:00Z',
      '2026-02-10T08:59:59Z',
      '2026-01-10T09:00:00Z',
      '2026-02-10T09:00:00Z',
    ],
    [
      '2026-01-10T09:00:00Z',
      '2026-02-10T09:00:00Z',
      '2026-02-10T09:00:00Z',
      '2026-03-10T09:00:00Z',
    ],
    [
      '2026-01-10T09:00:00Z',
      '2027-05-01T00:00:00Z',
      '2027-04-10T09:00:00Z',
      '2027-05-10T09:00:00Z',
    ],
    // A period anchored on the 31st ends on the last day of shorter months.
    [
      '2026-01-31T00:00:00Z',
      '2026-02-15T00:00:00Z',
      '2026-01-31T00:00:00Z',
      '2026-02-28T00:00:00Z',
    ],
    [
      '2026-01-31T00:00:00Z',
      '2026-03-05T00:00:00Z',
      '2026-02-28T00:00:00Z',
      '2026-03-31T00:00:00Z',
    ],
    // A clock behind the anchor stays in the first period.
    [
      '2026-01-10T09:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-01-10T09:00:00Z',
      '2026-02-10T09:00:00Z',
    ],
  ])('anchored %s, at %s: %s → %s', (anchor, now, start, end) => {
    expect(aiPowerPeriod(at(anchor), at(now))).toEqual({ start: at(start), end: at(end) });
  });
});

describe('aiPowerQuota', () => {
  const periodStart = at('2026-03-01T00:00:00Z');

  it.each<[string, number, string, Record<string, unknown>]>([
    [
      'free',
      0,
      '2026-03-01T00:00:00Z',
      {
        limitMinutes: 240,
        usedMinutes: 0,
        remainingMinutes: 240,
        percentUsed: 0,
        refillInDays: 31,
      },
    ],
    [
      'free',
      60,
      '2026-03-11T00:00:00Z',
      { usedMinutes: 60, remainingMinutes: 180, percentUsed: 25, refillInDays: 21 },
    ],
    [
      'free',
      300,
      '2026-03-31T12:00:00Z',
      { remainingMinutes: 0, percentUsed: 100, refillInDays: 1 },
    ],
    // Spending of an earlier period no longer counts.
    ['free', 240, '2026-04-02T00:00:00Z', { usedMinutes: 0, percentUsed: 0, refillInDays: 29 }],
    [
      'pro',
      5000,
      '2026-03-11T00:00:00Z',
      { limitMinutes: null, remainingMinutes: null, percentUsed: 0, usedMinutes: 5000 },
    ],
  ])('%s plan, %d minutes used, at %s → %j', (plan, usedMinutes, now, expected) => {
    expect(aiPowerQuota({ plan, usedMinutes, periodStart, now: at(now) })).toMatchObject(expected);
  });

  it('says when the power refills', () => {
    const quota = aiPowerQuota({
      plan: 'free',
      usedMinutes: 10,
      periodStart,
      now: at('2026-03-20T00:00:00Z'),
    });
    expect(quota.refillsAt).toEqual(at('2026-04-01T00:00:00Z'));
  });
});
