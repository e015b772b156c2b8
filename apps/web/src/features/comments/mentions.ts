import type { CommentMention } from '@ordo/contract';

export type Person = { userId: string; name: string };

/**
 * The `@query` being typed just before the caret, if any: `@` at the start or after a space,
 * then up to 40 characters without a line break or another `@`.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^@\n]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: caret - (match[2] ?? '').length - 1, query: match[2] ?? '' };
}

/** Teammates whose name (or a word of it) starts with the query, at most eight. */
export function matchPeople(people: readonly Person[], query: string): Person[] {
  const wanted = query.trim().toLocaleLowerCase();
  return people
    .filter((person) => {
      const name = person.name.toLocaleLowerCase();
      return (
        wanted === '' ||
        name.startsWith(wanted) ||
        name.split(/\s+/).some((word) => word.startsWith(wanted))
      );
    })
    .slice(0, 8);
}

export type BodyPart = { text: string; mention: boolean };

/**
 * A comment's text cut into plain runs and `@Name` runs of the people it mentions, for chips.
 * Plain text only: React escapes every run, so no markup in a comment ever becomes HTML.
 */
export function splitMentions(body: string, mentions: readonly CommentMention[]): BodyPart[] {
  const names = [...new Set(mentions.map((mention) => mention.name))].sort(
    (a, b) => b.length - a.length,
  );
  if (names.length === 0) return [{ text: body, mention: false }];
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(@(?:${escaped.join('|')}))(?![\\p{L}\\p{N}])`, 'giu');
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    const at = match.index;
    if (at > last) parts.push({ text: body.slice(last, at), mention: false });
    parts.push({ text: match[0], mention: true });
    last = at + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), mention: false });
  return parts;
}
