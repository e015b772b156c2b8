import { useMemo } from 'react';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { Anchor, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes, parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { InlineMarkdown } from '../../editor/inline-markdown.tsx';
import { formatMeetingDate } from '../../dashboard/format-date.ts';
import { useMeetingContext } from '../meeting-context.ts';
import { prepareChecklist } from './prepare-checklist.ts';
import { Columns } from '../../../design/columns.tsx';

/** Prepare: the meeting at a glance and what is still missing before the event. */
export function PrepareTab() {
  const { t } = useTranslation('meeting');
  const language = currentLanguage();
  const { meeting, state } = useMeetingContext();
  const { agenda, diagnostics } = useMemo(
    () => parseAgenda(state.draft.content),
    [state.draft.content],
  );
  const schedule = useMemo(
    () => scheduleAgenda(agenda, { start: meeting.settings.startTime }),
    [agenda, meeting.settings.startTime],
  );
  const checklist = prepareChecklist(meeting, agenda, diagnostics);
  const base = `/user/meeting/${meeting.uuid}`;

  return (
    <Columns cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('prepare.overview')}
          </Title>
          {/* The objective as participants read it (Share preview): `**launch**` reads bold. */}
          <Text>
            {agenda.objective ? (
              <InlineMarkdown text={agenda.objective} />
            ) : (
              t('prepare.noObjective')
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {meeting.settings.date
              ? formatMeetingDate(meeting.settings.date, language)
              : t('prepare.noDate')}
            {meeting.settings.startTime && schedule.end
              ? ` · ${meeting.settings.startTime}–${schedule.end}`
              : ''}
            {` (${meeting.settings.timeZone})`}
          </Text>
          <Group gap="lg">
            <Stat
              label={t('prepare.total')}
              value={formatMinutes(schedule.totalMinutes, language)}
            />
            <Stat
              label={t('prepare.required')}
              value={formatMinutes(schedule.requiredMinutes, language)}
            />
            <Stat
              label={t('prepare.optional')}
              value={formatMinutes(schedule.optionalMinutes, language)}
            />
            <Stat label={t('prepare.sequences')} value={String(agenda.sequences.length)} />
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('prepare.checklist')}
        </Title>
        <List spacing="xs" center data-testid="prepare-checklist">
          {checklist.map((item) => (
            <List.Item
              key={item.key}
              data-done={item.done}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={item.done ? 'teal' : 'gray'}
                  variant={item.done ? 'filled' : 'light'}
                >
                  {item.done ? (
                    <IconCheck size={14} aria-hidden />
                  ) : (
                    <IconPoint size={14} aria-hidden />
                  )}
                </ThemeIcon>
              }
            >
              <Text
                size="sm"
                td={item.done ? 'line-through' : undefined}
                c={item.done ? 'dimmed' : undefined}
              >
                {t(`prepare.items.${item.key}`)}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group mt="md" gap="md">
          <Anchor component={Link} to={`${base}?tab=edit`} size="sm">
            {t('prepare.goEdit')}
          </Anchor>
          <Anchor component={Link} to={`${base}/setup`} size="sm">
            {t('prepare.goSetup')}
          </Anchor>
        </Group>
      </Card>
    </Columns>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
