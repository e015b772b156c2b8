import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUserData } from '../../api/users.ts';
import { useMeeting } from '../../api/meetings.ts';
import { PrintView } from '../print/print-meeting-page.tsx';

/** `/user/meeting/{uuid}/print`: the saved meeting's run sheet, facilitator or participant. */
export function MeetingPrintPage() {
  const { t } = useTranslation('meeting');
  const { uuid = '' } = useParams();
  const meeting = useMeeting(uuid);
  const user = useUserData();
  if (meeting.isPending) {
    return (
      <Center h="60vh">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (meeting.isError) {
    return (
      <Stack p="xl" align="flex-start">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Anchor component={Link} to="/user/meetings">
          {t('notFound.back')}
        </Anchor>
      </Stack>
    );
  }
  const { content, settings } = meeting.data;
  return (
    <PrintView
      agendaText={content}
      details={{ date: settings.date, startTime: settings.startTime }}
      backTo={`/user/meeting/${uuid}`}
      canHideMark={user.data?.plan.entitlements.removeBranding ?? false}
      initiallyHideMark={settings.hideBranding}
    />
  );
}
