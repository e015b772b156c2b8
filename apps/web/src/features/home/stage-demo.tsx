import { useEffect, useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerTrackNext, IconPlayerTrackPrev } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Sequence } from '@ordo/agenda';
import classes from './home.module.css';

/** `mm:ss` of a number of seconds. */
export function clockOf(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * A small stage screen counting down the demo agenda's current sequence, with the remote's
 * two buttons. It only imitates the live run: the real one is kept by the server.
 */
export function StageDemo({ sequences }: { sequences: Sequence[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsed((seconds) => seconds + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const position = Math.min(index, Math.max(sequences.length - 1, 0));
  const current = sequences[position];
  const next = sequences[position + 1];
  const planned = Math.max(1, Math.round((current?.durationMinutes ?? 0) * 60));
  // The demo loops on the current sequence instead of running into overtime.
  const spent = elapsed % planned;
  const go = (delta: -1 | 1) => {
    setIndex(Math.min(Math.max(position + delta, 0), Math.max(sequences.length - 1, 0)));
    setElapsed(0);
  };
  return (
    <Stack gap="xs">
      <section className={classes.stage} aria-label={t('demo.stageLabel')}>
        <Text size="xs" tt="uppercase" fw={700} className={classes.stageMuted}>
          {t('demo.now')} · {position + 1}/{Math.max(sequences.length, 1)}
        </Text>
        <Text fw={700} fz="lg" truncate>
          {current?.title || t('demo.noSequence')}
        </Text>
        <Text role="timer" className={classes.countdown}>
          {clockOf(planned - spent)}
        </Text>
        <Progress
          value={(spent / planned) * 100}
          size="sm"
          color="teal.4"
          aria-hidden
          transitionDuration={0}
          classNames={{ root: classes.stageTrack }}
        />
        <Text size="sm" mt={6} className={classes.stageMuted} truncate>
          {next ? t('demo.next', { title: next.title }) : t('demo.last')}
        </Text>
      </section>
      <Group grow gap="xs">
        <Button
          variant="default"
          leftSection={<IconPlayerTrackPrev size={16} aria-hidden />}
          onClick={() => go(-1)}
          disabled={position === 0}
        >
          {t('demo.previous')}
        </Button>
        <Button
          variant="default"
          rightSection={<IconPlayerTrackNext size={16} aria-hidden />}
          onClick={() => go(1)}
          disabled={!next}
        >
          {t('demo.nextButton')}
        </Button>
      </Group>
    </Stack>
  );
}
