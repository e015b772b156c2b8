import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { useRunNotes } from '../../../api/run-notes.ts';
import { loginPathFor } from '../../auth/return-path.ts';
import { readMeetingId } from '../../public-meeting/meeting-ref.ts';
import { useLiveRun } from '../connection/use-live-run.ts';
import { liveErrorText, revokedText } from '../components/live-error.ts';
import { useWakeLock } from '../components/use-wake-lock.ts';
import { useFragmentAuth } from '../remote/use-fragment-auth.ts';
import { useAuthToken } from '../../../hooks/use-auth-token.ts';
import { PresenterNotice } from './presenter-notice.tsx';
import { PresenterScreen } from './presenter-screen.tsx';

/** Refusals that mean the token no longer opens this meeting (revoked, or the meeting went). */
const REVOKED = new Set(['CONTROL_TOKEN_INVALID', 'MEETING_NOT_FOUND', 'INVALID_TOKEN']);
/** Answers of the notes read that close the view (a network failure only delays the notes). */
const REFUSED = new Set(['CONTROL_TOKEN_INVALID', 'FORBIDDEN', 'MEETING_NOT_FOUND']);

/**
 * `/m/{uuid}/presenter`: the speaker's presenter view (DESIGN §9). It opens with a token in the
 * fragment (`#t=…`: a presenter token, or a remote's control token), kept for this tab and
 * removed from the address bar, or for a signed-in editor; anyone else meets the access gate,
 * and no note is ever read for them (the server refuses the notes to all but those).
 */
export function PresenterPage() {
  const { t } = useTranslation('presenter');
  const { uuid = '' } = useParams();
  const id = readMeetingId(uuid);
  const { controlToken, auth } = useFragmentAuth(uuid, 'presenter');
  const token = useAuthToken();

  const live = useLiveRun({
    meetingId: id ?? uuid,
    kind: 'presenter',
    auth: auth ?? {},
    enabled: id !== null && auth !== null,
  });
  useWakeLock(live.status === 'live' || live.status === 'reconnecting');
  // A token opens the view; a session only when it joined as an editor (a controller).
  const admitted = controlToken !== null || live.role === 'controller';
  const notes = useRunNotes(id ?? uuid, {
    controlToken,
    runId: live.state?.runId ?? null,
    currentIndex: live.state?.currentIndex ?? 0,
    enabled: id !== null && admitted && live.status === 'live',
  });
  const refused =
    notes.error instanceof ApiError && REFUSED.has(notes.error.code) ? notes.error : null;

  const gate = (
    <PresenterNotice title={t('gate.title')} body={t('gate.body')}>
      {!token && (
        <Button
          component={Link}
          to={loginPathFor(`/m/${uuid}/presenter`)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="presenter-sign-in"
        >
          {t('gate.signIn')}
        </Button>
      )}
    </PresenterNotice>
  );

  if (id === null) return <PresenterNotice title={t('invalid.title')} body={t('invalid.body')} />;
  if (auth === null) return gate;
  if (live.status === 'ended') {
    return <PresenterNotice title={t('ended.title')} body={t('ended.body')} />;
  }
  const tokenDead =
    controlToken !== null &&
    ((live.status === 'error' && live.error && REVOKED.has(live.error.code)) ||
      refused?.code === 'CONTROL_TOKEN_INVALID');
  if (tokenDead) return <PresenterNotice title={t('revoked.title')} body={t('revoked.body')} />;
  if (live.revoked) {
    return <PresenterNotice title={t('revoked.changed')} body={revokedText(t, live.revoked)} />;
  }
  if (live.status === 'error' && live.error) {
    return <PresenterNotice title={t('failed')} body={liveErrorText(t, live.error)} />;
  }
  // Signed in but not an editor of this meeting: the gate, never a note.
  if (refused || (live.role === 'viewer' && controlToken === null)) return gate;
  return (
    <PresenterScreen
      status={live.status}
      state={live.state}
      serverNow={live.serverNow}
      notes={admitted ? (notes.data ?? null) : null}
    />
  );
}
