import { z } from 'zod';

/**
 * Every error code an Ordo API can answer with, its HTTP status and its English message.
 * Codes are stable identifiers: the web app translates by code, so a code is never renamed.
 * DESIGN §9 pins the table; codes after the blank line cover cases it does not list.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON' },
  INVALID_ID: { status: 400, message: 'The ID appears to be invalid!' },
  UNAUTHENTICATED: { status: 401, message: 'You need to sign in' },
  INVALID_CREDENTIALS: { status: 401, message: 'Wrong e-mail or password' },
  PASSWORD_REQUIRED: { status: 401, message: 'An access code is required.' },
  INVALID_PASSWORD: {
    status: 401,
    message: 'This access code is not valid. Check it with the facilitator.',
  },
  AI_POWER_LIMIT: { status: 402, message: 'You reached your Power limit' },
  PRO_REQUIRED: { status: 402, message: 'This needs the PRO plan' },
  FORBIDDEN: { status: 403, message: 'You do not have permission!' },
  NOT_FOUND: { status: 404, message: 'Nothing here' },
  MEETING_NOT_FOUND: { status: 404, message: 'Meeting not found' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  VERSION_CONFLICT: { status: 409, message: 'Someone else changed this meeting meanwhile' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please wait a moment' },

  EMAIL_TAKEN: { status: 409, message: 'An account with this e-mail already exists' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Confirm your e-mail address first' },
  INVALID_TOKEN: { status: 400, message: 'This link is invalid or has expired' },
  PROVIDER_UNAVAILABLE: { status: 503, message: 'The sign-in provider does not answer' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json' },
  INVALID_TRANSITION: { status: 409, message: 'The run cannot do this in its current state' },
  CONTROL_TOKEN_INVALID: {
    status: 401,
    message: 'This control token is not valid: it was revoked or belongs to another meeting',
  },
  CONTROL_TOKEN_SCOPE: {
    status: 403,
    message: "This remote drives one breakout room only: send commands with that room's index",
  },
  CALENDAR_TOKEN_INVALID: {
    status: 401,
    message:
      'This calendar address is not valid: it was replaced by a newer one. Copy it again from Settings › Account.',
  },
  TEMPLATE_NOT_FOUND: { status: 404, message: 'Template not found' },
  METHOD_NOT_FOUND: { status: 404, message: 'Method not found' },
  WORKSPACE_NOT_FOUND: { status: 404, message: 'Teamspace not found' },
  MEMBER_EXISTS: { status: 409, message: 'This person is already in the teamspace' },
  OWNER_MUST_TRANSFER: {
    status: 409,
    message: 'The owner must transfer the teamspace before leaving it',
  },
  WORKSPACE_CLOSED: {
    status: 403,
    message: "This teamspace is closed: its owner's PRO plan has ended",
  },
  INVALID_SIGNATURE: { status: 400, message: 'The webhook signature is not valid' },
  SEQUENCE_NOT_FOUND: { status: 404, message: 'This sequence is not in the agenda' },
  AI_NO_METHOD: {
    status: 404,
    message: 'The built-in coach knows no method like this sequence: give it a clearer title',
  },
  AI_UNAVAILABLE: {
    status: 503,
    message: 'The AI is not responding. Please rephrase your request or try again later.',
  },
  BILLING_UNAVAILABLE: { status: 503, message: 'Payments are not available on this server' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is not ready' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** The body of every error response: `{ code, message }` plus a few code-specific fields. */
export const errorBodySchema = z
  .object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    retryAfter: z.number().int().optional(),
  })
  .passthrough();

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The response of a 204: no body (documented as such in OpenAPI). */
export const noContentSchema = z.null().describe('No content');
