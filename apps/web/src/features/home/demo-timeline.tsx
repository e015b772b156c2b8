import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type Agenda, type Schedule } from '@ordo/agenda';
import { currentLanguage } from '../../i18n/languages.ts';
import classes from './home.module.css';

type Props = { agenda: Agenda; schedule: Schedule };

/**
 * A read-only timeline of the demo agenda, built from the same parser and schedule as the
 * editor's (no CodeMirror here: the landing page stays light).
 */
export function DemoTimeline({ agenda, schedule }: Props) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const total = Math.max(schedule.totalMinutes, 1);
  if (agenda.sequences.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('demo.empty')}
      </Text>
    );
  return (
    <Stack gap={6}>
      <Stack
        component="ol"
        gap={8}
        className={classes.timeline}
        aria-label={t('demo.timelineLabel')}
      >
        {agenda.sequences.map((sequence, index) => {
          const item = schedule.items[index];
          return (
            <li key={index}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <Text size="sm" ff="monospace" c="dimmed" className={classes.clock}>
                  {item?.start}
                </Text>
                <Box flex={1} miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {sequence.title || '—'}
                  </Text>
                  {sequence.speakers.length > 0 && (
                    <Text size="xs" c="dimmed" truncate>
                      {sequence.speakers.join(', ')}
                    </Text>
                  )}
                </Box>
                {sequence.optional && (
                  <Badge size="xs" variant="outline" color="gray">
                    {t('demo.optional')}
                  </Badge>
                )}
                <Text size="sm" fw={500} className={classes.clock}>
                  {formatMinutes(sequence.durationMinutes, language)}
                </Text>
              </Group>
              <div
                className={classes.bar}
                data-optional={sequence.optional || undefined}
                style={{ width: `${Math.max(2, (sequence.durationMinutes / total) * 100)}%` }}
              />
            </li>
          );
        })}
      </Stack>
      <Text size="sm" fw={600} ta="right">
        {t('demo.total', { duration: formatMinutes(schedule.totalMinutes, language) })}
        {schedule.end && ` · 09:00 → ${schedule.end}`}
      </Text>
    </Stack>
  );
}
