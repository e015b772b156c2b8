import { useMemo, useState } from 'react';
import { Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { DemoTimeline } from './demo-timeline.tsx';
import { StageDemo } from './stage-demo.tsx';
import classes from './home.module.css';
import { Columns } from '../../design/columns.tsx';

/**
 * Text → timeline → stage timer, live, on the landing page. The sample follows the interface
 * language until the visitor types; after that their text stays theirs.
 */
export function LiveDemo() {
  const { t } = useTranslation('home');
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? t('demo.sample');
  const agenda = useMemo(() => parseAgenda(text).agenda, [text]);
  const schedule = useMemo(() => scheduleAgenda(agenda, { start: '09:00' }), [agenda]);
  return (
    <Stack gap="md" component="section" aria-labelledby="demo-heading">
      <div>
        <Title order={2} id="demo-heading" fz={{ base: 24, sm: 28 }}>
          {t('demo.heading')}
        </Title>
        <Text c="dimmed">{t('demo.intro')}</Text>
      </div>
      <Columns cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md">
          <Textarea
            className={classes.editor}
            label={t('demo.textLabel')}
            value={text}
            onChange={(event) => setTyped(event.currentTarget.value)}
            rows={22}
            spellCheck={false}
            autoCapitalize="off"
          />
        </Paper>
        <Stack gap="md">
          <Paper withBorder p="md">
            <DemoTimeline agenda={agenda} schedule={schedule} />
          </Paper>
          <StageDemo sequences={agenda.sequences} />
        </Stack>
      </Columns>
    </Stack>
  );
}
