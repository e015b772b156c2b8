import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './languages.ts';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('the language at start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is the stored choice, whatever the browser says', () => {
    browserLanguages(['en-US', 'en']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('fr');
  });

  it('is the first of the browser’s languages Ordo speaks, regional variants included', () => {
    browserLanguages(['de-DE', 'fr-CA', 'en']);
    expect(detectLanguage()).toBe('fr');
    browserLanguages(['EN-gb', 'fr']);
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a stored value it does not know, and falls back to none', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    browserLanguages(['de-DE', 'es']);
    expect(detectLanguage()).toBeUndefined();
  });
});
