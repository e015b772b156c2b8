import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseLanguage,
  currentLanguage,
  supportedLanguages,
  type SupportedLanguage,
} from '../i18n/languages.ts';
import { saveLanguage } from '../api/me.ts';
import { useAuthToken } from '../hooks/use-auth-token.ts';
import classes from './language-switcher.module.css';

/**
 * EN / FR switch; the choice is stored and wins over the browser language from then on. Signed
 * in, it becomes the profile's language too, so every device and every e-mail follow it.
 * `compact` shows "EN" and "FR" (named in full for screen readers), for live screens where
 * room is short: the remote's header on a phone, the stage's corner, the cockpit's header.
 *
 * Plain radio buttons in a labelled group, drawn as a segmented control by CSS: every
 * participant's page has one, and Mantine's SegmentedControl (with its floating indicator)
 * weighed about 2 KB of their compressed script (issue 28's budget).
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const signedIn = useAuthToken() !== null;
  const value = i18n.resolvedLanguage === 'fr' ? 'fr' : currentLanguage();
  const choose = (language: SupportedLanguage) => {
    void chooseLanguage(language);
    // Saving to the profile is a nicety: the choice already holds on this device if it fails.
    if (signedIn) saveLanguage(language).catch(() => undefined);
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={`ordo-language ${classes.root}`}
      data-testid="language-switcher"
    >
      {supportedLanguages.map((language) => (
        <label
          key={language}
          className={`ordo-language-option ${classes.option}`}
          data-active={value === language || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={language}
            checked={value === language}
            onChange={() => choose(language)}
          />
          {compact ? (
            <>
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className={classes.hidden}>{t(`language.${language}`)}</span>
            </>
          ) : (
            t(`language.${language}`)
          )}
        </label>
      ))}
    </div>
  );
}
