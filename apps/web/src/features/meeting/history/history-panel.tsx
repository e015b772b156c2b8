import { useState } from 'react';
import {
  Button,
  Code,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import { useHistory, useSnapshot, useUpdateMeeting } from '../../../api/meetings.ts';
import { currentLanguage } from '../../../i18n/languages.ts';
import { useMeetingContext } from '../meeting-context.ts';
import { ReadOnlyVersionBadge, ReadOnlyVersionNotice } from '../../billing/read-only-version.tsx';

const formatWhen = (iso: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** Recorded versions with author and time; one can be read, then restored as a new version. */
export function HistoryPanel({ onRestored }: { onRestored: () => void }) {
  const { t } = useTranslation('meeting');
  const language = currentLanguage();
  const { meeting, saver } = useMeetingContext();
  const history = useHistory(meeting.uuid, true);
  const [selected, setSelected] = useState<string | null>(null);
  const snapshot = useSnapshot(meeting.uuid, selected);
  const restore = useUpdateMeeting();

  if (history.isPending) return <Loader role="status" aria-label={t('loading')} />;
  const items = history.data?.items ?? [];
  if (items.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;

  // Versions kept from a PRO period can be read but not restored (billing decides).
  const readOnly = items.some((item) => item.snapshotId === selected && !item.restorable);
  const restoreSelected = () => {
    if (!selected) return;
    saver.flush();
    restore.mutate(
      {
        uuid: meeting.uuid,
        input: { baseVersion: saver.getState().server.version, restoreSnapshotId: selected },
      },
      {
        onSuccess: (restored) => {
          saver.replace(restored);
          notifications.show({ message: t('history.restored') });
          onRestored();
        },
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('history.hint')}
      </Text>
      <Stack gap={4} role="list" aria-label={t('history.title')}>
        {items.map((item) => (
          <UnstyledButton
            key={item.snapshotId}
            role="listitem"
            onClick={() => setSelected(item.snapshotId)}
            p="xs"
            bg={selected === item.snapshotId ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="history-item"
          >
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {formatWhen(item.createdAt, language)}
                </Text>
                {!item.restorable && <ReadOnlyVersionBadge />}
              </Group>
              <Text size="xs" c="dimmed">
                {item.authorName} ·{' '}
                {t('history.summary', {
                  count: item.sequenceCount,
                  duration: formatMinutes(item.totalMinutes, language),
                })}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      {selected && (
        <Stack gap="xs">
          {snapshot.isPending ? (
            <Loader size="sm" />
          ) : (
            <ScrollArea h={240} type="auto">
              <Code block data-testid="history-preview">
                {snapshot.data?.content ?? ''}
              </Code>
            </ScrollArea>
          )}
          {readOnly ? (
            <ReadOnlyVersionNotice />
          ) : (
            <Button onClick={restoreSelected} loading={restore.isPending}>
              {t('history.restore')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
