import { joinCodePattern, uuidPattern } from '@ordo/contract';

/**
 * What a participant typed or pasted, read as a meeting id: a join code (any case, spaces and
 * dashes ignored), a uuid, or a whole link to a public view. Null when it is none of these,
 * so the page says "The ID appears to be invalid!" without asking the server.
 */
export function readMeetingId(input: string): string | null {
  const text = input.trim();
  const linked = /\/(?:meeting\/join|meeting|m)\/([^/?#\s]+)/i.exec(text)?.[1];
  const candidate = linked ?? text;
  if (uuidPattern.test(candidate)) return candidate.toLowerCase();
  const code = candidate.replace(/[\s-]/g, '').toUpperCase();
  return joinCodePattern.test(code) ? code : null;
}
