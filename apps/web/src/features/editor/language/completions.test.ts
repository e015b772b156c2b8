import { describe, expect, it } from 'vitest';
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { agendaCompletions, COMMON_DURATIONS } from './completions.ts';

/** `|` marks the cursor. */
function complete(textWithCursor: string, explicit = false) {
  const pos = textWithCursor.indexOf('|');
  const state = EditorState.create({ doc: textWithCursor.replace('|', '') });
  const result = agendaCompletions(new CompletionContext(state, pos, explicit));
  return result && { from: result.from, labels: result.options.map((option) => option.label) };
}

const agenda = '# A\n: 5\n@ Alice, Bob\n# B\n@ Chloé\n# C\n';

describe('completions', () => {
  it.each([
    [`${agenda}@ |`, ['Alice', 'Bob', 'Chloé']],
    [`${agenda}@ Al|`, ['Alice', 'Bob', 'Chloé']],
    [`${agenda}@ Alice, |`, ['Bob', 'Chloé']],
  ])('offers the agenda’s speakers after @ in %j', (text, labels) => {
    expect(complete(text)?.labels).toEqual(labels);
  });

  it('replaces only the name being typed', () => {
    const text = `${agenda}@ Alice, Ch|`;
    expect(complete(text)?.from).toBe(text.indexOf('|') - 2);
  });

  it.each([`${agenda}: |`, `${agenda}:|`, `${agenda}: 1|`])(
    'offers common durations after : in %j',
    (text) => {
      expect(complete(text)?.labels).toEqual(COMMON_DURATIONS);
    },
  );

  it.each([`${agenda}@ Alice, Bob|`, `${agenda}: 10|`, `${agenda}: 1h|`])(
    'offers nothing once a suggestion is typed in full, so Enter ends the line: %j',
    (text) => {
      expect(complete(text)).toBeNull();
    },
  );

  it.each([`${agenda}Some note|`, `${agenda}# Tit|`, `${agenda}> publ|`, '@ |'])(
    'stays quiet in %j',
    (text) => {
      expect(complete(text)).toBeNull();
    },
  );

  it('proposes room blocks on a bare ## and nothing once the room is being named', () => {
    const text = '# Groups\n: 20\n##|';
    const result = complete(text);
    expect(result?.from).toBe(text.indexOf('##'));
    expect(result?.labels).toEqual(['## Room 1', '## Room 1–3']);
    expect(complete('# Groups\n: 20\n## Bud|')).toBeNull();
  });
});
