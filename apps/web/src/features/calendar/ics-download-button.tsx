import { useState } from 'react';
import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/languages.ts';
import { parseAgenda, UnknownTimeZoneError } from '@ordo/agenda';
import { browserTimeZone } from '../../lib/zoned-time.ts';
import type { IcsInput } from './build-ics.ts';
import { draftCalendarEvent } from './draft-calendar-event.ts';

type IcsDownloadButtonProps = Omit<
  IcsInput,
  'date' | 'language' | 'optionalLabel' | 'title' | 'id' | 'version' | 'timeZone'
> & {
  date: string | null;
  /** Defaults to the agenda's own title, read only when the file is built. */
  title?: string;
  /** The meeting's uuid and version; without them, the editor's local draft's (see draftCalendarEvent). */
  id?: string;
  version?: number;
  /** The meeting's zone; without one, the browser's. */
  timeZone?: string;
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
export function IcsDownloadButton({
  date,
  title,
  setDateTo,
  id,
  version,
  timeZone,
  ...input
}: IcsDownloadButtonProps) {
  const { t } = useTranslation('editor');
  const [zoneError, setZoneError] = useState<string | null>(null);
  const download = async () => {
    if (!date) return;
    // The file's code loads when it is first asked for: the editor's first paint does not wait.
    const { buildIcs } = await import('./build-ics.ts');
    const name = title || parseAgenda(input.agendaText).agenda.title;
    let ics: string;
    try {
      ics = buildIcs({
        title: name,
        ...input,
        ...(id !== undefined && version !== undefined ? { id, version } : draftCalendarEvent()),
        timeZone: timeZone ?? browserTimeZone(),
        date,
        language: currentLanguage(),
        optionalLabel: t('timeline.optional'),
      });
    } catch (error) {
      // A time placed in no zone would be wrong for someone: say so instead of a floating time.
      if (error instanceof UnknownTimeZoneError) {
        setZoneError(t('calendar.unknownZone', { zone: error.timeZone }));
        return;
      }
      throw error;
    }
    setZoneError(null);
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
  if (date) {
    if (!zoneError) return button;
    return (
      <Stack gap={4} align="flex-start">
        {button}
        <Text size="xs" c="red.8" role="alert">
          {zoneError}
        </Text>
      </Stack>
    );
  }
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
