import type { CompletionResult } from '@codemirror/autocomplete';
import i18n from 'i18next';

/** The words of a room block in the interface language (the text stays the user's to change). */
function words() {
  const t = (key: string) => i18n.t(key, { ns: 'editor' });
  return {
    room: t('rooms.snippet.room'),
    host: t('rooms.snippet.host'),
    step: t('rooms.snippet.step'),
  };
}

/** One `## Room` block (DESIGN §9 "Rooms"): minutes, a host and two steps that fill them. */
export function roomBlock(number: number, minutes = 20): string {
  const { room, host, step } = words();
  const first = Math.ceil(minutes / 2);
  return [
    `## ${room} ${number}`,
    `: ${minutes}`,
    `@ ${host} ${number}`,
    `### ${step} 1`,
    `: ${first}`,
    `### ${step} 2`,
    `: ${minutes - first}`,
  ].join('\n');
}

/**
 * On a line that is only `##` (a room being opened), the room snippets: one room, or three
 * rooms of four to eight people each with a host. Anything typed after `## ` is a name, and
 * nothing is proposed then, so naming a room is never interrupted.
 */
export function roomCompletions(
  lineText: string,
  lineFrom: number,
  indent: number,
  pos: number,
): CompletionResult | null {
  const typed = lineText.slice(indent, pos - lineFrom);
  if (!/^##\s?$/.test(typed) || pos - lineFrom !== lineText.length) return null;
  const one = roomBlock(1);
  const three = [1, 2, 3].map((n) => roomBlock(n)).join('\n');
  return {
    from: lineFrom + indent,
    options: [
      {
        label: `## ${words().room} 1`,
        detail: i18n.t('rooms.snippet.one', { ns: 'editor' }),
        apply: one,
        type: 'keyword',
      },
      {
        label: `## ${words().room} 1–3`,
        detail: i18n.t('rooms.snippet.three', { ns: 'editor' }),
        apply: three,
        type: 'keyword',
      },
    ],
  };
}
