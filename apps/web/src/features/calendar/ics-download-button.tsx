import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/languages.ts';
import { parseAgenda } from '@ordo/agenda';
import type { IcsInput } from './build-ics.ts';

type IcsDownloadButtonProps = Omit<IcsInput, 'date' | 'language' | 'optionalLabel' | 'title'> & {
  date: string | null;
  /** Defaults to the agenda's own title, read only when the file is built. */
  title?: string;
  /** Where the date is set, offered as a link when there is none yet (the Setup tab). */
  setDateTo?: string;
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

/**
 * "Add to calendar": an .ics file of the meeting. Without a date the button stays enabled and
 * says, when pressed, where to set one (a disabled button explains nothing to a keyboard or
 * screen-reader user).
 */
export function IcsDownloadButton({ date, title, setDateTo, ...input }: IcsDownloadButtonProps) {
  const { t } = useTranslation('editor');
  const download = async () => {
    if (!date) return;
    // The calendar library (with its validation library) loads when the file is first asked
    // for: the editor's first paint does not wait for it (issue 11's page weight).
    const { buildIcs } = await import('./build-ics.ts');
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
  const button = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      onClick={date ? () => void download() : undefined}
    >
      {t('calendar.download')}
    </Button>
  );
  if (date) return button;
  return (
    <Popover width={280} position="bottom-start" withArrow shadow="md">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm">
            {setDateTo ? t('calendar.needsDate') : t('calendar.needsDateEditor')}
          </Text>
          {setDateTo && (
            <Anchor component={Link} to={setDateTo} size="sm">
              {t('calendar.setDate')}
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
