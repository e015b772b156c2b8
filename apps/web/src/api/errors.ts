import { isErrorBody, type ErrorCode } from '@ordo/contract';

/**
 * A failed API call: an answer carrying `{ code, message }` (SPEC §8), or a network failure
 * (`code` NETWORK_ERROR) when no answer came back.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK_ERROR' | (string & {}),
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => undefined);
    if (isErrorBody(body)) return new ApiError(body.code, body.message, response.status, body);
    return new ApiError('INTERNAL_ERROR', response.statusText || 'Request failed', response.status);
  }
}

/** True for a request the caller cancelled (navigation, unmount): never shown as an error. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
