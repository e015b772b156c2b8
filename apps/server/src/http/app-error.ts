import { errorCatalog, type ErrorCode } from '@ordo/contract';

/**
 * The one error type routes and services throw. The error handler turns it into
 * `{ code, message, ...details }` with the status the contract's catalog gives the code.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.status = errorCatalog[code].status;
  }
}
