import i18n from 'i18next';

export const supportedLanguages = ['en', 'fr'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const LANGUAGE_STORAGE_KEY = 'ordo.language';

/** The interface language now, narrowed to one Ordo supports. */
export function currentLanguage(): SupportedLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language?.startsWith('fr') ? 'fr' : 'en';
}

/**
 * The language at start (SPEC §1): the stored preference, else the first of the browser's
 * languages Ordo speaks (`fr-CA` counts as French), else none (English, the fallback). Reading
 * never stores anything; only an explicit choice does (`chooseLanguage`).
 */
export function detectLanguage(): SupportedLanguage | undefined {
  const supported = (code: string | null | undefined) =>
    supportedLanguages.find((language) => code?.toLowerCase().split('-')[0] === language);
  try {
    const stored = supported(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  if (typeof navigator === 'undefined') return undefined;
  for (const code of [...(navigator.languages ?? []), navigator.language]) {
    const language = supported(code);
    if (language) return language;
  }
  return undefined;
}

/** Switches the interface and stores the choice so it survives reloads (the "stored preference"). */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this tab only.
  }
  await i18n.changeLanguage(language);
}

/**
 * Lets every text name the product (`{{brand}}`, SPEC's `{product}`) without each caller
 * passing it. Mutated in place: i18next's translator and interpolator hold this very object.
 */
export function setBrandName(i18n: { options: { interpolation?: object } }, brand: string): void {
  i18n.options.interpolation = Object.assign(i18n.options.interpolation ?? {}, {
    defaultVariables: { brand },
  });
}
