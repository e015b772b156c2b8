import { useContext, useEffect, useMemo, useState } from 'react';
import {
  Button,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CommentAnchor, CommentThread } from '@ordo/contract';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LiveEditorContext } from '../editor/live-editor.ts';
import { notify } from '../workspaces/notify.ts';
import { ActivityList } from './activity-list.tsx';
import { useCommentThreads, useMentionPeople, usePostComment } from './comments-api.ts';
import { MentionComposer } from './mention-composer.tsx';
import { ThreadCard } from './thread-card.tsx';

type View = 'threads' | 'activity';

/**
 * The editor's Comments tab (issue 30): a box to comment on a sequence (the one under the
 * cursor by default) or on the whole meeting, the open threads in agenda order, the resolved
 * ones on demand, and the meeting's activity. Read again when the tab opens and after each
 * write.
 */
export function CommentsPanel({ uuid }: { uuid: string }) {
  const { t } = useTranslation('comments');
  const [view, setView] = useState<View>('threads');
  return (
    <Stack gap="sm" data-testid="comments-panel">
      <SegmentedControl
        fullWidth
        size="xs"
        value={view}
        onChange={(value) => setView(value === 'activity' ? 'activity' : 'threads')}
        aria-label={t('views.label')}
        data={[
          { value: 'threads', label: t('views.threads') },
          { value: 'activity', label: t('views.activity') },
        ]}
      />
      {view === 'threads' ? <Threads uuid={uuid} /> : <ActivityList uuid={uuid} />}
    </Stack>
  );
}

function Threads({ uuid }: { uuid: string }) {
  const { t } = useTranslation('comments');
  const live = useContext(LiveEditorContext);
  const sequences = live?.model.agenda.sequences ?? [];
  const activeIndex = live?.activeIndex ?? -1;
  const threads = useCommentThreads(uuid, { watch: true });
  const people = useMentionPeople(uuid).data?.items ?? [];
  const post = usePostComment(uuid);
  const [search] = useSearchParams();
  const wanted = search.get('comment');
  const [showResolved, setShowResolved] = useState(false);
  // `null` follows the cursor; a choice in the list sticks until the next comment.
  const [chosen, setChosen] = useState<string | null>(null);
  const target = chosen ?? (activeIndex >= 0 ? String(activeIndex) : 'meeting');

  const anchorOf = (value: string): CommentAnchor => {
    const index = Number(value);
    const sequence = value === 'meeting' ? undefined : sequences[index];
    return sequence ? { kind: 'sequence', index, title: sequence.title } : { kind: 'meeting' };
  };
  const placeOf = (thread: CommentThread) => {
    if (thread.anchor.kind === 'meeting') return t('thread.onMeeting');
    const current = thread.sequenceIndex === null ? undefined : sequences[thread.sequenceIndex];
    if (thread.sequenceIndex === null) return t('thread.gone', { title: thread.anchor.title });
    return t('thread.onSequence', {
      title: current?.title || thread.anchor.title || t('composer.untitled'),
    });
  };

  const ordered = useMemo(() => {
    const items = threads.data?.items ?? [];
    // The meeting's threads first, then in agenda order, then those whose sequence is gone.
    const rank = (thread: CommentThread) =>
      thread.anchor.kind === 'meeting' ? -1 : (thread.sequenceIndex ?? Number.MAX_SAFE_INTEGER);
    return [...items].sort((a, b) => rank(a) - rank(b));
  }, [threads.data]);
  const open = ordered.filter((thread) => thread.resolvedAt === null);
  const resolved = ordered.filter((thread) => thread.resolvedAt !== null);

  // A link from a mention e-mail names a thread: show it, resolved or not, and bring it in view.
  const wantedResolved = resolved.some((thread) => thread.id === wanted);
  useEffect(() => {
    if (!wanted || !threads.data) return;
    requestAnimationFrame(() =>
      document.getElementById(`comment-${wanted}`)?.scrollIntoView({ block: 'nearest' }),
    );
  }, [wanted, threads.data]);
  const resolvedShown = showResolved || wantedResolved;

  const options = [
    { value: 'meeting', label: t('composer.wholeMeeting') },
    ...sequences.map((sequence, index) => ({
      value: String(index),
      label: t('composer.sequence', {
        index: index + 1,
        title: sequence.title || t('composer.untitled'),
      }),
    })),
  ];

  return (
    <Stack gap="sm">
      <NativeSelect
        size="xs"
        label={t('composer.on')}
        value={options.some((option) => option.value === target) ? target : 'meeting'}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={options}
        data-testid="comment-anchor"
      />
      <MentionComposer
        people={people}
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        submitLabel={t('composer.send')}
        pending={post.isPending}
        onSubmit={async (body) => {
          const thread = await post.mutateAsync({ body, anchor: anchorOf(target) });
          setChosen(null);
          const names = thread.mentions.map((mention) => mention.name);
          notify(
            names.length > 0
              ? t('mentioned', { count: names.length, names: names.join(', ') })
              : t('posted'),
          );
        }}
      />
      <ErrorAlert error={post.error} />
      {threads.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={90} />
          <Skeleton h={90} />
        </Stack>
      ) : threads.isError ? (
        <ErrorAlert error={threads.error} />
      ) : ordered.length === 0 ? (
        <Stack gap={4} data-testid="comments-empty">
          <Title order={3} size="h5">
            {t('empty.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('empty.body')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600} role="status">
            {t('open', { count: open.length })}
          </Text>
          {open.map((thread) => (
            <ThreadCard
              key={thread.id}
              uuid={uuid}
              thread={thread}
              place={placeOf(thread)}
              people={people}
              highlighted={thread.id === wanted}
            />
          ))}
          {resolved.length > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowResolved(!resolvedShown)}
              aria-expanded={resolvedShown}
              style={{ alignSelf: 'flex-start' }}
            >
              {resolvedShown ? t('hideResolved') : t('showResolved')} (
              {t('resolved', { count: resolved.length })})
            </Button>
          )}
          {resolvedShown &&
            resolved.map((thread) => (
              <ThreadCard
                key={thread.id}
                uuid={uuid}
                thread={thread}
                place={placeOf(thread)}
                people={people}
                highlighted={thread.id === wanted}
              />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
