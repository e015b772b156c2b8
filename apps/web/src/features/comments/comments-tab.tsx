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

function Label({ uuid }: { uuid: string }) {
  const { t } = useTranslation('comments');
  const threads = useCommentThreads(uuid);
  const open = threads.data?.items.filter((thread) => thread.resolvedAt === null).length ?? 0;
  return (
    <>
      {t('tab')}
      {open > 0 && (
        <Badge
          size="xs"
          variant="filled"
          color="blue.8"
          circle
          ml={6}
          aria-label={t('open', { count: open })}
        >
          {open}
        </Badge>
      )}
    </>
  );
}

/** The side panel's "Comments" tab label, with the number of open threads. */
export function CommentsTabLabel({ uuid }: { uuid: string }) {
  return (
    <Suspense fallback="…">
      <Label uuid={uuid} />
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
