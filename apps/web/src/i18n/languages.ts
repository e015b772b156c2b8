import i18n from 'i18next';

export const supportedLanguages = ['en', 'fr'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const LANGUAGE_STORAGE_KEY = 'ordo.language';

/** The interface language now, narrowed to one Ordo supports. */
export function currentLanguage(): SupportedLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language?.startsWith('fr') ? 'fr' : 'en';
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
