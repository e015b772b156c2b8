import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, updateOf, type ProfileDraft } from './profile-form.ts';

const draft = (changes: Partial<ProfileDraft> = {}): ProfileDraft => ({
  ...draftOf({
    fullName: 'Ada Lovelace',
    photoUrl: null,
    language: null,
    bio: null,
    company: null,
    job: null,
    website: null,
    xHandle: 'ada',
    emailUpdates: false,
  }),
  ...changes,
});

describe('the profile form', () => {
  it('shows an X handle with its @ and "automatic" for no chosen language', () => {
    expect(draft()).toMatchObject({ xHandle: '@ada', language: 'auto', bio: '' });
  });

  it.each<[Partial<ProfileDraft>, string[]]>([
    [{}, []],
    [{ fullName: '  ' }, ['fullName']],
    [{ website: 'example.com' }, ['website']],
    [{ website: 'javascript:alert(1)' }, ['website']],
    [{ website: 'https://example.com/me' }, []],
    [{ xHandle: 'with space' }, ['xHandle']],
    [{ xHandle: '@a_very_long_handle_indeed' }, ['xHandle']],
    [{ bio: 'x'.repeat(1001) }, ['bio']],
  ])('%j has problems with %j', (changes, fields) => {
    expect(Object.keys(draftProblems(draft(changes)))).toEqual(fields);
  });

  it('sends every field, empty ones as empty strings so the server clears them', () => {
    expect(updateOf(draft({ company: ' ', language: 'fr' }))).toEqual({
      fullName: 'Ada Lovelace',
      language: 'fr',
      bio: '',
      company: '',
      job: '',
      website: '',
      xHandle: '@ada',
      emailUpdates: false,
    });
    expect(updateOf(draft()).language).toBeNull();
  });
});
