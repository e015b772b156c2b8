import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  chooseLanguage,
  currentLanguage,
  supportedLanguages,
  type SupportedLanguage,
} from '../i18n/languages.ts';

/** EN / FR switch; the choice is stored and wins over the browser language from then on. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.resolvedLanguage === 'fr' ? 'fr' : currentLanguage()}
      onChange={(value) => void chooseLanguage(value as SupportedLanguage)}
      data={supportedLanguages.map((language) => ({
        value: language,
        label: t(`language.${language}`),
      }))}
    />
  );
}
