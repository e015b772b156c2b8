import type { Config } from '../../config.ts';

/**
 * SPEC §3: one fixed account, the one with `ADMIN_EMAIL`, carries the admin flag, and only once
 * that address is verified: while it is not, anyone could have typed it (at sign-up, or as a new
 * address in account settings, which always starts unverified).
 */
export function isAdmin(config: Config, user: { email: string; emailVerified: boolean }): boolean {
  return (
    config.auth.adminEmail !== undefined &&
    user.emailVerified &&
    user.email.toLowerCase() === config.auth.adminEmail
  );
}

/** Only the admin sets a user's plan by hand; billing sets it otherwise. */
export function maySetPlans(
  config: Config,
  viewer: { email: string; emailVerified: boolean },
): boolean {
  return isAdmin(config, viewer);
}
