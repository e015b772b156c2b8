import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAllCatalogs, loadCatalog, resources } from './resources.ts';
import { detectLanguage, supportedLanguages } from './languages.ts';
import { namespacesFor } from './route-namespaces.ts';

/** Fetches a namespace's catalog the first time a screen asks for it (see resources.ts). */
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Language at start: see `detectLanguage` (SPEC §1). */
void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: detectLanguage() ?? 'en',
    // `common` is bundled; the other namespaces load when a screen first uses them.
    resources,
    partialBundledLanguages: true,
    defaultNS: 'common',
    ns: ['common'],
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

if (typeof location !== 'undefined') void i18n.loadNamespaces(namespacesFor(location.pathname));

// Screen readers and the browser's translate prompt read the page language from <html lang>.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
}

export default i18n;

/** Adds every namespace of every language at once (tests render screens synchronously). */
export async function addAllCatalogs(): Promise<void> {
  for (const [language, namespaces] of Object.entries(await loadAllCatalogs())) {
    for (const [namespace, catalog] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, catalog, true, true);
    }
  }
}
