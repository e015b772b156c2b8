import { entitlementsOf, isPlan, readOnboarding, type Plan } from '@ordo/agenda';
import { presentQuota } from '../ai/power.ts';
import type { Me, Profile, PublicProfile, UserData } from '@ordo/contract';
import type { Config } from '../../config.ts';
import type { Account } from './queries.ts';
import { isAdmin } from '../../access/admin.ts';

/** The URL of a user's photo; the version makes a changed photo a new URL. */
export function photoUrl(userId: string, photoVersion: number): string | null {
  return photoVersion > 0 ? `/v1/users/${userId}/photo?v=${photoVersion}` : null;
}

const planOf = (value: string): Plan => (isPlan(value) ? value : 'free');

export function presentProfile({ user, profile }: Account): Profile {
  return {
    fullName: user.name,
    photoUrl: photoUrl(user.id, profile.photoVersion),
    language: user.language,
    bio: profile.bio,
    company: profile.company,
    job: profile.job,
    website: profile.website,
    xHandle: profile.xHandle,
    emailUpdates: profile.emailUpdates,
  };
}

/** The user as they see themselves. The only way an account leaves the server to its owner. */
export function presentMe(account: Account, config: Config): Me {
  const { user } = account;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: isAdmin(config, user),
    plan: planOf(user.plan),
    onboarding: readOnboarding(user.onboarding).value,
    signInMethods: account.signInMethods,
    createdAt: user.createdAt.toISOString(),
    profile: presentProfile(account),
  };
}

/** `POST /v1/users/data`: the account, its plan and what it allows, onboarding, AI power. */
export function presentUserData(account: Account, config: Config, now: Date): UserData {
  const me = presentMe(account, config);
  // The same figures as GET /v2/ai/quota: calendar months and the configured free power.
  const answer = presentQuota(
    {
      plan: me.plan,
      usedMinutes: account.user.aiPowerUsedMinutes,
      periodStart: account.user.aiPowerPeriodStart,
    },
    config.ai,
    now,
  );
  const limit = answer.powerMonthly;
  return {
    user: me,
    profile: me.profile,
    plan: { name: me.plan, entitlements: entitlementsOf(me.plan) },
    onboarding: readOnboarding(account.user.onboarding),
    aiQuota: {
      limitMinutes: limit,
      usedMinutes: answer.powerUsed,
      remainingMinutes: limit === null ? null : Math.max(0, limit - answer.powerUsed),
      percentUsed: answer.percentUsed,
      refillsAt: answer.refillsAt,
      refillInDays: answer.daysUntilRefill,
    },
  };
}

/** What anyone may see of a user while public profiles are on: never the e-mail. */
export function presentPublicProfile(account: Account): PublicProfile {
  const profile = presentProfile(account);
  return {
    id: account.user.id,
    fullName: profile.fullName,
    photoUrl: profile.photoUrl,
    bio: profile.bio,
    company: profile.company,
    job: profile.job,
    website: profile.website,
    xHandle: profile.xHandle,
  };
}
