import type { Config } from '../config.ts';
import { AppError } from '../http/app-error.ts';

type Account = { email: string; emailVerified: boolean };

/**
 * SPEC §3: one fixed account, the one with `ADMIN_EMAIL`, carries the admin flag, and only once
 * that address is verified: while it is not, anyone could have typed it (at sign-up, or as a new
 * address in account settings, which always starts unverified).
 */
export function isAdmin(config: Config, user: Account): boolean {
  return (
    config.auth.adminEmail !== undefined &&
    user.emailVerified &&
    user.email.toLowerCase() === config.auth.adminEmail
  );
}

/**
 * The admin's own routes (setting a plan by hand, transferring a teamspace): anyone else is
 * 403 FORBIDDEN, since `/v1/admin/…` says openly that these routes exist.
 */
export function assertAdmin(config: Config, user: Account): void {
  if (!isAdmin(config, user)) throw new AppError('FORBIDDEN');
}
