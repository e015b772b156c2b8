import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  chooseLanguage,
  currentLanguage,
  supportedLanguages,
  type SupportedLanguage,
} from '../i18n/languages.ts';
import { saveLanguage } from '../api/me.ts';
import { useAuthToken } from '../hooks/use-auth-token.ts';

/**
 * EN / FR switch; the choice is stored and wins over the browser language from then on. Signed
 * in, it becomes the profile's language too, so every device and every e-mail follow it.
 * `compact` shows "EN" and "FR" (named in full for screen readers), for live screens where
 * room is short: the remote's header on a phone, the stage's corner, the cockpit's header.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const signedIn = useAuthToken() !== null;
  const choose = (language: SupportedLanguage) => {
    void chooseLanguage(language);
    // Saving to the profile is a nicety: the choice already holds on this device if it fails.
    if (signedIn) saveLanguage(language).catch(() => undefined);
  };
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.resolvedLanguage === 'fr' ? 'fr' : currentLanguage()}
      onChange={(value) => choose(value as SupportedLanguage)}
      data={supportedLanguages.map((language) => ({
        value: language,
        label: compact ? (
          <>
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <VisuallyHidden>{t(`language.${language}`)}</VisuallyHidden>
          </>
        ) : (
          t(`language.${language}`)
        ),
      }))}
      data-testid="language-switcher"
    />
  );
}
