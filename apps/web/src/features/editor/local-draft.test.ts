import { describe, expect, it } from 'vitest';
import {
  clearLocalDraft,
  LOCAL_DRAFT_KEY,
  readLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './local-draft.ts';

const draft: LocalDraft = {
  content: 'Retro\n# A\n: 5\n',
  fridge: ['# B\n: 10'],
  trash: [{ text: '# C', deletedAt: '2026-03-02T10:00:00.000Z' }],
  details: { date: '2026-03-02', startTime: '09:00' },
};

describe('local draft', () => {
  it('reads back what was written and is gone once cleared', () => {
    expect(writeLocalDraft(draft)).toBe(true);
    expect(readLocalDraft()).toEqual(draft);
    clearLocalDraft();
    expect(readLocalDraft()).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ version: 1, content: 5 })],
    ['a future version', JSON.stringify({ ...draft, version: 2 })],
    ['a fridge entry that is not text', JSON.stringify({ ...draft, version: 1, fridge: [3] })],
    [
      'a trash entry without its date',
      JSON.stringify({ ...draft, version: 1, trash: [{ text: '# C' }] }),
    ],
    [
      'a date that is not text',
      JSON.stringify({ ...draft, version: 1, details: { date: 20260302, startTime: null } }),
    ],
    ['no details', JSON.stringify({ ...draft, version: 1, details: undefined })],
  ])('returns null for %s', (_name, raw) => {
    if (raw !== null) localStorage.setItem(LOCAL_DRAFT_KEY, raw);
    expect(readLocalDraft()).toBeNull();
  });
});
