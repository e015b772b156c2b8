import { Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { readMeetingId } from '../../public-meeting/meeting-ref.ts';
import { usePublicMeeting } from '../../public-meeting/use-public-meeting.ts';
import { useLiveRun } from '../connection/use-live-run.ts';
import { LiveShell } from '../components/live-shell.tsx';
import { meetingClock } from '../components/meeting-clock.ts';
import { liveErrorText, revokedText } from '../components/live-error.ts';
import { roomParam } from '../components/room-view.ts';
import { useWakeLock } from '../components/use-wake-lock.ts';
import { RoomRemoteScreen } from './room-remote-screen.tsx';
import { useFragmentAuth } from './use-fragment-auth.ts';
import { RemoteScreen } from './remote-screen.tsx';
import { useRunWarnings } from './use-run-warnings.ts';

/** Refusals that mean the control token no longer opens this meeting (revoked, or the meeting went). */
const REVOKED = new Set([
  'CONTROL_TOKEN_INVALID',
  'FORBIDDEN',
  'MEETING_NOT_FOUND',
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
]);

/**
 * `/m/{uuid}/remote`: the phone remote opened from the cockpit's QR code. The control token
 * comes in the fragment (`#t=…`), is kept for this tab and removed from the address bar; a
 * signed-in editor without one controls with their own session.
 */
export function RemotePage() {
  const { t } = useTranslation('live');
  const { uuid = '' } = useParams();
  const id = readMeetingId(uuid);
  const { controlToken, auth } = useFragmentAuth(uuid, 'remote');
  // `?room=N`: a breakout room host's remote (DESIGN §9 "Rooms"), driving that room only.
  const room = roomParam(useLocation().search);

  const live = useLiveRun({
    meetingId: id ?? uuid,
    kind: 'remote',
    auth: auth ?? {},
    enabled: id !== null && auth !== null,
  });
  useWakeLock(live.status === 'live');
  // The meeting's clock, where its public page tells it (not for a Private meeting, nor a
  // Restricted one this phone has no pass for): the remote then reads the phone's clock.
  const { view } = usePublicMeeting(id === null ? '' : uuid);
  const clock = meetingClock(view.status === 'ready' ? view.meeting : null);
  const runWarnings = useRunWarnings(
    id ?? uuid,
    controlToken,
    id !== null &&
      (view.status === 'not-found' || view.status === 'locked' || view.status === 'failed'),
  );

  if (id === null || auth === null) {
    return <RemoteNotice title={t('remote.noTokenTitle')} body={t('remote.noTokenBody')} />;
  }
  if (room === null) {
    return <RemoteNotice title={t('rooms.badLinkTitle')} body={t('rooms.badLinkBody')} />;
  }
  if (live.status === 'ended') {
    return <RemoteNotice title={t('remote.ended')} body={t('remote.endedBody')} />;
  }
  if (live.status === 'error' && live.error) {
    return controlToken && REVOKED.has(live.error.code) ? (
      <RemoteNotice title={t('remote.revokedTitle')} body={t('remote.revokedBody')} />
    ) : (
      <RemoteNotice
        title={live.revoked ? t('revoked.title') : t('remote.failedTitle')}
        body={live.revoked ? revokedText(t, live.revoked) : liveErrorText(t, live.error)}
      />
    );
  }
  if (live.role === 'viewer') {
    // Never a controller, or one no longer (signed out, demoted): no buttons that do nothing.
    return live.revoked ? (
      <RemoteNotice title={t('revoked.title')} body={revokedText(t, live.revoked)} />
    ) : (
      <RemoteNotice
        title={t('remote.failedTitle')}
        body={liveErrorText(t, { code: 'FORBIDDEN' })}
      />
    );
  }
  const warnings = view.status === 'ready' ? view.meeting.stageWarnings : runWarnings;
  if (room !== undefined) {
    return (
      <RoomRemoteScreen
        status={live.status}
        state={live.state}
        room={room}
        serverNow={live.serverNow}
        send={live.send}
        warnings={warnings}
      />
    );
  }
  return (
    <RemoteScreen
      status={live.status}
      state={live.state}
      serverNow={live.serverNow}
      send={live.send}
      clock={clock}
      warnings={warnings}
    />
  );
}

function RemoteNotice({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('live');
  return (
    <LiveShell label={t('remote.label')} testId="remote-notice">
      <Center mih="100%" p="md">
        <Container size="xs" w="100%">
          <Paper p="xl" withBorder>
            <Stack gap="sm">
              <Title order={1} size="h2" data-testid="remote-notice-title">
                {title}
              </Title>
              <Text>{body}</Text>
            </Stack>
          </Paper>
        </Container>
      </Center>
    </LiveShell>
  );
}
