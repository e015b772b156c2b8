import type { Config } from '../../config.ts';

/** SPEC §3: one fixed account, the one with `ADMIN_EMAIL`, carries the admin flag. */
export function isAdmin(config: Config, email: string): boolean {
  return config.auth.adminEmail !== undefined && email.toLowerCase() === config.auth.adminEmail;
}

/** Only the admin sets a user's plan by hand; billing sets it otherwise. */
export function maySetPlans(config: Config, viewer: { email: string }): boolean {
  return isAdmin(config, viewer.email);
}
