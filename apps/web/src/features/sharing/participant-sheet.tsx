import { useRef } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@ordo/contract';
import { PrintSheet } from '../print/print-sheet.tsx';
import classes from './participant-sheet.module.css';

/**
 * The participant run sheet (public agenda only) as it will print, with a button that prints
 * this sheet and nothing else of the page.
 */
export function ParticipantSheet({
  meeting,
  showBrandMark,
}: {
  meeting: Meeting;
  showBrandMark: boolean;
}) {
  const { t } = useTranslation('sharing');
  const frame = useRef<HTMLDivElement>(null);
  const print = () => {
    const element = frame.current;
    if (!element) return;
    element.dataset.printing = 'true';
    const done = () => {
      delete element.dataset.printing;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('share.sheet')}
          </Title>
          <Button onClick={print}>{t('share.print')}</Button>
        </Group>
        <Text size="sm">{t('share.sheetHint')}</Text>
        <div ref={frame} className={classes.frame}>
          <PrintSheet
            agendaText={meeting.content}
            details={{ date: meeting.settings.date, startTime: meeting.settings.startTime }}
            variant="participant"
            showBrandMark={showBrandMark}
          />
        </div>
      </Stack>
    </Card>
  );
}
