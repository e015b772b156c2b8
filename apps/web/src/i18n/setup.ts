import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';
import { LANGUAGE_STORAGE_KEY, supportedLanguages } from './languages.ts';

/**
 * Language at start (SPEC §1): the stored preference, else the browser language's first two
 * letters, else English. Detection never writes the preference; only an explicit choice does.
 */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? {}),
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
    },
    returnNull: false,
  });

// Screen readers and the browser's translate prompt read the page language from <html lang>.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
}

export default i18n;
