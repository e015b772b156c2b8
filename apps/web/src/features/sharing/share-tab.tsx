import { Alert, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeatures } from '../../hooks/use-features.ts';
import { IcsDownloadButton } from '../calendar/ics-download-button.tsx';
import { useMeetingContext } from '../meeting/meeting-context.ts';
import { VisibilitySetting } from '../meeting/tabs/visibility-setting.tsx';
import { ParticipantSheet } from './participant-sheet.tsx';
import { SearchIndexingSetting } from './search-indexing-setting.tsx';
import { SharePreview, usePublicPreview } from './share-preview.tsx';
import { ShareLinks } from './share-links.tsx';

/**
 * Share: who can see the meeting (and whether search engines may list it), what to hand out (link, event code, access code, QR code),
 * exactly what participants will see, and the calendar file and paper sheet for them.
 */
export function ShareTab() {
  const { t } = useTranslation('sharing');
  const features = useFeatures();
  const { meeting, saver } = useMeetingContext();
  const preview = usePublicPreview(meeting);
  const shared = meeting.settings.visibility !== 'Private';

  return (
    <Stack maw={960} gap="md">
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('share.who')}
          </Title>
          <VisibilitySetting />
          {/* Apart from the radios: it is a second setting, not a fourth visibility. */}
          <Divider my={4} />
          <SearchIndexingSetting
            visibility={meeting.settings.visibility}
            hasCode={meeting.settings.code !== null}
            value={meeting.settings.searchIndexing}
            onChange={(searchIndexing) => saver.changeSettings({ searchIndexing })}
          />
        </Stack>
      </Card>
      {shared ? (
        <ShareLinks meeting={meeting} />
      ) : (
        <Alert color="gray" variant="outline" title={t('share.privateTitle')}>
          <Text size="sm">{t('share.privateBody')}</Text>
        </Alert>
      )}
      <SharePreview preview={preview} />
      {features.addToCalendarButton && (
        <Card withBorder>
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('share.calendar')}
            </Title>
            <Text size="sm">{t('share.calendarHint')}</Text>
            <IcsDownloadButton
              id={meeting.uuid}
              version={meeting.version}
              title={meeting.title}
              date={meeting.settings.date}
              setDateTo={`/user/meeting/${meeting.uuid}/setup`}
              startTime={meeting.settings.startTime}
              timeZone={meeting.settings.timeZone}
              agendaText={meeting.content}
              {...(shared ? { url: `${window.location.origin}/m/${meeting.uuid}` } : {})}
            />
          </Stack>
        </Card>
      )}
      <ParticipantSheet meeting={meeting} showBrandMark={!(preview.data?.hideBranding ?? false)} />
    </Stack>
  );
}
