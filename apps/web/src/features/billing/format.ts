import type { Subscription } from '@ordo/contract';

/** `2026-12-23T12:00:00Z` → "23 December 2026" (en) / "23 décembre 2026" (fr). */
export function formatBillingDate(iso: string, language: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
  }).format(new Date(iso));
}

const WEEK_MS = 7 * 86_400_000;

/** True when PRO ends within the next seven days (the dashboard's warning). */
export function endsWithinAWeek(subscription: Subscription | undefined, now = Date.now()) {
  if (!subscription?.proEndsAt) return false;
  const left = new Date(subscription.proEndsAt).getTime() - now;
  return left > 0 && left <= WEEK_MS;
}

/** Whether the subscription has a paid period its owner can cancel or resume. */
export function isCancellable(subscription: Subscription): boolean {
  return (
    subscription.plan === 'pro' &&
    subscription.provider !== 'none' &&
    subscription.interval !== null
  );
}
