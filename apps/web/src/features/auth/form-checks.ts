import { PASSWORD_MIN_LENGTH } from '@ordo/contract';

/** Checks made before sending, so a typo gets a plain message at once. The server checks too. */
export const formChecks = {
  email: (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
  newPassword: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  name: (value: string) => value.trim().length > 0 && value.trim().length <= 100,
};
