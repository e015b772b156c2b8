import { Button, Center, Container, Paper } from '@mantine/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { instantOf } from '@ordo/agenda';
import { useAuthToken } from '../../../hooks/use-auth-token.ts';
import { CodeForm } from '../../public-meeting/code-form.tsx';
import { readMeetingId } from '../../public-meeting/meeting-ref.ts';
import { passStore } from '../../public-meeting/pass-store.ts';
import { usePublicMeeting } from '../../public-meeting/use-public-meeting.ts';
import { visitorMessage } from '../../public-meeting/visitor-message.ts';
import { VisitorNotice } from '../../public-meeting/visitor-notice.tsx';
import { useLiveRun } from '../connection/use-live-run.ts';
import { LiveShell } from '../components/live-shell.tsx';
import { liveErrorText, revokedText } from '../components/live-error.ts';
import { useWakeLock } from '../components/use-wake-lock.ts';
import { roomParam } from '../components/room-view.ts';
import { parseStageOptions } from './stage-options.ts';
import { RoomStageScreen } from './room-stage-screen.tsx';
import { roomNote } from './room-note.ts';
import { StageScreen } from './stage-screen.tsx';

const CODE_ERRORS = new Set(['PASSWORD_REQUIRED', 'INVALID_PASSWORD']);

/**
 * `/m/{uuid}/live`: the stage screen. Read-only: it joins as a viewer, or with the bearer token
 * of a signed-in editor (whose stage still only displays). A Restricted meeting asks the
 * access code once, then joins with the pass the code bought. Its address may set the layout,
 * the scheme, the language and the seconds (`stage-options.ts`).
 */
export function StagePage() {
  const { t, i18n } = useTranslation('live');
  const { search } = useLocation();
  const options = useMemo(() => parseStageOptions(search), [search]);
  // `?room=N`: a breakout room's stage (DESIGN §9 "Rooms"); a bad N falls back to the plenary.
  const room = useMemo(() => roomParam(search), [search]);
  const appliedLang = useRef<string | null>(null);
  useEffect(() => {
    // The screen's address decides once for this tab (the switch in the corner may change it
    // after); the viewer's stored choice stays as it was.
    if (!options.lang || appliedLang.current === options.lang) return;
    appliedLang.current = options.lang;
    if (!i18n.language.startsWith(options.lang)) void i18n.changeLanguage(options.lang);
  }, [options.lang, i18n]);
  const { t: tSharing } = useTranslation('sharing');
  const { uuid = '' } = useParams();
  const id = readMeetingId(uuid);
  const token = useAuthToken();
  const { view, unlock } = usePublicMeeting(uuid);
  const pass = unlock.data?.pass ?? (id ? passStore.read(id) : null);
  const live = useLiveRun({
    meetingId: id ?? uuid,
    kind: 'stage',
    auth: token ? { token } : {},
    pass: pass ?? undefined,
    room: room ?? undefined,
    enabled: id !== null,
  });
  useWakeLock(live.status === 'live' || live.status === 'reconnecting');

  const refusal = live.status === 'error' ? live.error : null;
  const locked =
    (refusal && CODE_ERRORS.has(refusal.code)) || (view.status === 'locked' && !live.state);
  const meeting = view.status === 'ready' ? view.meeting : null;
  const title = meeting?.title ?? null;
  const startsAt =
    meeting?.date && meeting.startTime
      ? instantOf(meeting.date, meeting.startTime, meeting.timeZone)
      : null;

  if (id === null) return <StageNotice title={tSharing('messages.INVALID_ID')} />;
  if (locked) {
    return (
      <StageNotice
        title={t('stage.protectedTitle')}
        body={live.revoked ? revokedText(t, live.revoked) : t('stage.protectedBody')}
      >
        <CodeForm
          onSubmit={(code) => unlock.mutate(code)}
          pending={unlock.isPending}
          error={visitorMessage(tSharing, unlock.error)}
          submitLabel={t('stage.open')}
        />
      </StageNotice>
    );
  }
  if (refusal) {
    // Made Private while showing: said as such, not as a meeting that never existed.
    const privateNow = live.revoked?.code === 'MEETING_NOT_FOUND';
    return (
      <StageNotice
        title={privateNow ? t('revoked.privateTitle') : t('stage.failedTitle')}
        body={live.revoked ? revokedText(t, live.revoked) : liveErrorText(t, refusal)}
      >
        <Button onClick={() => window.location.reload()}>{tSharing('gate.retry')}</Button>
      </StageNotice>
    );
  }
  const state = live.state;
  if (typeof room === 'number' && state?.rooms?.[room] && live.status !== 'ended') {
    return (
      <RoomStageScreen
        status={live.status}
        state={state}
        room={room}
        serverNow={live.serverNow}
        theme={options.theme}
        showSeconds={options.seconds}
        warnings={meeting?.stageWarnings ?? null}
      />
    );
  }
  return (
    <StageScreen
      status={live.status}
      note={state ? roomNote(t, state, room) : null}
      state={live.state}
      serverNow={live.serverNow}
      meetingTitle={title}
      layout={options.layout}
      theme={options.theme}
      showSeconds={options.seconds}
      warnings={meeting?.stageWarnings ?? null}
      startsAt={startsAt}
      timeZone={meeting?.timeZone ?? null}
    />
  );
}

type StageNoticeProps = { title: string; body?: string | null; children?: ReactNode };

function StageNotice({ title, body, children }: StageNoticeProps) {
  const { t } = useTranslation('live');
  return (
    <LiveShell label={t('stage.label')} testId="stage-notice">
      <Center mih="100%" p="md">
        <Container size="sm" w="100%">
          <Paper p="xl" withBorder>
            <VisitorNotice title={title} body={body}>
              {children}
            </VisitorNotice>
          </Paper>
        </Container>
      </Center>
    </LiveShell>
  );
}
