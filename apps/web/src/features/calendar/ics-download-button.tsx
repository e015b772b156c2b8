import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/languages.ts';
import { parseAgenda } from '@ordo/agenda';
import { buildIcs, type IcsInput } from './build-ics.ts';

type IcsDownloadButtonProps = Omit<IcsInput, 'date' | 'language' | 'optionalLabel' | 'title'> & {
  date: string | null;
  /** Defaults to the agenda's own title, read only when the file is built. */
  title?: string;
};

function fileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'meeting'}.ics`;
}

/** "Add to calendar": an .ics file of the meeting, offered once the meeting has a date. */
export function IcsDownloadButton({ date, title, ...input }: IcsDownloadButtonProps) {
  const { t } = useTranslation('editor');
  const download = () => {
    if (!date) return;
    const name = title || parseAgenda(input.agendaText).agenda.title;
    const ics = buildIcs({
      title: name,
      ...input,
      date,
      language: currentLanguage(),
      optionalLabel: t('timeline.optional'),
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(name);
    link.click();
    // The browser has started the download by the next task; the URL is no longer needed.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="default" size="xs" onClick={download} disabled={!date}>
      {date ? t('calendar.download') : t('calendar.needsDate')}
    </Button>
  );
}
