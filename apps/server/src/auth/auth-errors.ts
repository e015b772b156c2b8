import { APIError } from 'better-auth/api';
import type { ErrorCode } from '@ordo/contract';
import { AppError } from '../http/app-error.ts';

/** better-auth's error codes that mean something to an Ordo client, as Ordo codes. */
const codes: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_TOKEN: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
};

/** Runs a better-auth call and rethrows its known refusals as AppErrors; anything else is a 500. */
export async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const code = codes[String((error.body as { code?: unknown } | undefined)?.code ?? '')];
      if (code) throw new AppError(code);
    }
    throw error;
  }
}
