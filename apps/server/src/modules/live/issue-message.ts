import type { z } from 'zod';

/**
 * A socket message's validation issues in words that name the field (`device.id is missing`),
 * since a socket client, unlike an HTTP one, has no OpenAPI document beside it to guess from.
 */
export function issueMessage(what: string, issues: readonly z.core.$ZodIssue[]): string {
  const described = issues.slice(0, 3).map((issue) => {
    const field = issue.path.map(String).join('.') || what;
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    return missing ? `${field} is missing` : `${field}: ${issue.message}`;
  });
  return `Invalid ${what}: ${described.join('; ') || 'not an object'}`;
}
