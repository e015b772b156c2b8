import { lazy, Suspense, useContext } from 'react';
import { Badge, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MeetingContext } from '../meeting/meeting-context.ts';
import { useCommentThreads } from './comments-api.ts';

const CommentsPanel = lazy(async () => ({
  default: (await import('./comments-panel.tsx')).CommentsPanel,
}));

/** The saved meeting the editor shows, if any: the anonymous editor has no comments. */
export function useCommentedMeeting(): string | undefined {
  return useContext(MeetingContext)?.meeting.uuid;
}

/** Whether the page was opened from a mention e-mail's link (`?comment=…`). */
export function openedOnComment(): boolean {
  return (
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('comment')
  );
}

function Label() {
  const { t } = useTranslation('comments');
  return t('tab');
}

function Count({ uuid }: { uuid: string }) {
  const { t } = useTranslation('comments');
  const threads = useCommentThreads(uuid);
  const open = threads.data?.items.filter((thread) => thread.resolvedAt === null).length ?? 0;
  if (open === 0) return null;
  return (
    <Badge size="xs" variant="filled" color="dark" circle aria-label={t('open', { count: open })}>
      {open}
    </Badge>
  );
}

/** The open threads' number beside the tab's name, as the Fridge and Trash tabs show theirs. */
export function CommentsTabCount({ uuid }: { uuid: string }) {
  return (
    <Suspense fallback={null}>
      <Count uuid={uuid} />
    </Suspense>
  );
}

/** The side panel's "Comments" tab name. */
export function CommentsTabLabel() {
  return (
    <Suspense fallback="…">
      <Label />
    </Suspense>
  );
}

export function CommentsTabPanel({ uuid }: { uuid: string }) {
  return (
    <Suspense fallback={<Skeleton height={160} radius="sm" />}>
      <CommentsPanel uuid={uuid} />
    </Suspense>
  );
}
