import { useState } from 'react';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { CodeForm } from './code-form.tsx';
import { roomParam } from '../live/components/room-view.ts';
import { PublicAgenda } from './public-agenda.tsx';
import { PublicRoomPanel } from './public-room-panel.tsx';
import { roomChoiceStore, roomIn, type RoomChoice } from './room-choice.ts';
import { usePublicMeeting } from './use-public-meeting.ts';
import { useDocumentMeta } from './use-document-meta.ts';
import { usePublicRun } from './use-public-run.ts';
import { visitorMessage } from './visitor-message.ts';
import { VisitorNotice } from './visitor-notice.tsx';

/**
 * `/m/{uuid}` and `/meeting/{uuid}`: the public agenda for anyone with the link, behind the
 * access code when the meeting is Restricted. Never sends a visitor to sign in.
 */
export function PublicMeetingPage() {
  const { t } = useTranslation('sharing');
  const { uuid = '' } = useParams();
  const { view, unlock } = usePublicMeeting(uuid);
  const { choice, choose } = useRoomChoice(uuid, useLocation().search);
  const meeting = view.status === 'ready' ? view.meeting : null;
  const { run, closed } = usePublicRun(meeting, choice?.room ?? null);
  const sequence = run?.state.rooms ? meeting?.sequences[run.state.currentIndex] : undefined;
  const rooms = sequence?.rooms ?? [];
  const followed = run ? roomIn(choice, run.state.currentIndex, rooms.length) : null;
  useDocumentMeta(meeting, view.status !== 'loading');
  // Cut off while following (DESIGN §9 "Live rights"): that outranks the agenda last loaded.
  const status = closed ?? view.status;

  return (
    <Container size="sm" py="lg" px="md">
      {view.status === 'loading' && (
        <Stack role="status" aria-busy="true" aria-label={t('public.loading')}>
          <Skeleton h={36} w="70%" />
          <Skeleton h={18} w="40%" />
          <Skeleton h={260} />
        </Stack>
      )}
      {view.status === 'invalid-id' && <VisitorNotice title={t('messages.INVALID_ID')} />}
      {view.status === 'not-found' && (
        <VisitorNotice title={t('messages.MEETING_NOT_FOUND')} body={t('gate.notFoundBody')} />
      )}
      {status === 'private' && (
        <VisitorNotice title={t('gate.privateTitle')} body={t('gate.privateBody')} />
      )}
      {status === 'locked' && (
        <VisitorNotice
          title={t('gate.protectedTitle')}
          body={closed ? t('gate.codeChangedBody') : t('gate.protectedBody')}
        >
          <CodeForm
            onSubmit={(code) => unlock.mutate(code)}
            pending={unlock.isPending}
            error={visitorMessage(t, unlock.error)}
            submitLabel={t('gate.open')}
          />
        </VisitorNotice>
      )}
      {view.status === 'failed' && (
        <VisitorNotice title={t('gate.loadFailed')} body={visitorMessage(t, view.error)}>
          <Button onClick={view.retry}>{t('gate.retry')}</Button>
        </VisitorNotice>
      )}
      {status === 'ready' && view.status === 'ready' && (
        <Stack gap="lg">
          {run && rooms.length > 0 && (
            <PublicRoomPanel
              run={run}
              rooms={rooms}
              textLanguage={view.meeting.language}
              followed={followed}
              onChoose={(room) =>
                choose(room === null ? null : { room, sequence: run.state.currentIndex })
              }
            />
          )}
          <PublicAgenda meeting={view.meeting} run={run} />
        </Stack>
      )}
    </Container>
  );
}

/**
 * The participant's breakout room, per meeting: a room's link (`?room=N`) chooses it for
 * whichever sequence has rooms; otherwise what was chosen here before (localStorage).
 */
function useRoomChoice(uuid: string, search: string) {
  const [choice, setChoice] = useState<RoomChoice | null>(() => {
    const linked = roomParam(search);
    if (typeof linked !== 'number') return roomChoiceStore.read(uuid);
    const fromLink = { room: linked, sequence: null };
    roomChoiceStore.save(uuid, fromLink);
    return fromLink;
  });
  const choose = (next: RoomChoice | null) => {
    roomChoiceStore.save(uuid, next);
    setChoice(next);
  };
  return { choice, choose };
}
