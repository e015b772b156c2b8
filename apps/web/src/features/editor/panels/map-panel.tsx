import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type Sequence } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import classes from '../agenda-editor.module.css';

type MapPanelProps = {
  sequences: Sequence[];
  activeIndex: number;
  onSelect: (index: number) => void;
};

/**
 * The whole agenda in one column whose blocks are as tall as their share of the time: a long
 * agenda's shape at a glance, and a quick way to jump anywhere in it.
 */
export function MapPanel({ sequences, activeIndex, onSelect }: MapPanelProps) {
  const { t } = useTranslation('editor');
  const language = currentLanguage();
  if (sequences.length === 0) {
    return (
      <Text size="sm" className={classes.muted} data-testid="map-empty">
        {t('map.empty')}
      </Text>
    );
  }
  // Zero-length sequences still get a sliver so they can be found and clicked.
  const total = sequences.reduce((sum, sequence) => sum + Math.max(sequence.durationMinutes, 1), 0);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('map.intro')}</Text>
      <nav className={classes.map} aria-label={t('map.label')}>
        {sequences.map((sequence, index) => (
          <UnstyledButton
            key={index}
            className={classes.mapBlock}
            style={{ flexGrow: Math.max(sequence.durationMinutes, 1) / total }}
            data-active={index === activeIndex || undefined}
            data-optional={sequence.optional || undefined}
            aria-current={index === activeIndex ? 'step' : undefined}
            aria-label={`${sequence.title || t('timeline.untitled')}, ${formatMinutes(sequence.durationMinutes, language)}`}
            onClick={() => onSelect(index)}
          >
            <span aria-hidden>{sequence.title}</span>
          </UnstyledButton>
        ))}
      </nav>
    </Stack>
  );
}
