import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Comment, CommentThread } from '@ordo/contract';
import { modalsReady } from '../../components/modals-ready.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notify } from '../workspaces/notify.ts';
import { CommentBody } from './comment-body.tsx';
import {
  useDeleteComment,
  useEditComment,
  usePostComment,
  useResolveThread,
} from './comments-api.ts';
import { MentionComposer } from './mention-composer.tsx';
import type { Person } from './mentions.ts';
import classes from './comments.module.css';

type ThreadCardProps = {
  uuid: string;
  thread: CommentThread;
  /** Where the thread sits, in words ("On Ideas", "Whole meeting"). */
  place: string;
  people: readonly Person[];
  highlighted: boolean;
};

function When({ iso, edited }: { iso: string; edited: boolean }) {
  const { t, i18n } = useTranslation('comments');
  const date = new Date(iso);
  const text = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={iso}>
      {text}
      {edited ? ` · ${t('thread.edited')}` : ''}
    </Text>
  );
}

function CommentItem({
  uuid,
  comment,
  people,
  onDelete,
}: {
  uuid: string;
  comment: Comment;
  people: readonly Person[];
  onDelete: (comment: Comment) => void;
}) {
  const { t } = useTranslation('comments');
  const [editing, setEditing] = useState(false);
  const change = useEditComment(uuid);
  if (editing) {
    return (
      <Stack gap={4}>
        <MentionComposer
          people={people}
          label={t('thread.editLabel')}
          placeholder=""
          submitLabel={t('thread.save')}
          pending={change.isPending}
          initial={comment.body}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await change.mutateAsync({ id: comment.id, body });
            setEditing(false);
          }}
        />
        <ErrorAlert error={change.error} />
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {comment.authorName}
          {comment.mine ? ` (${t('thread.you')})` : ''}
        </Text>
        <When iso={comment.createdAt} edited={comment.editedAt !== null} />
      </Group>
      <CommentBody body={comment.body} mentions={comment.mentions} />
      {comment.mine && (
        <Group gap="xs">
          <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
            {t('thread.edit')}
          </Button>
          <Button variant="subtle" color="red" size="compact-xs" onClick={() => onDelete(comment)}>
            {t('thread.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One thread: where it is, its comments, and reply, resolve or reopen. */
export function ThreadCard({ uuid, thread, place, people, highlighted }: ThreadCardProps) {
  const { t } = useTranslation('comments');
  const [replying, setReplying] = useState(false);
  const post = usePostComment(uuid);
  const resolve = useResolveThread(uuid);
  const remove = useDeleteComment(uuid);
  const resolved = thread.resolvedAt !== null;

  const confirmDelete = (comment: Comment) =>
    void modalsReady().then(() =>
      modals.openConfirmModal({
        title: t('thread.deleteTitle'),
        children: (
          <Text size="sm">
            {comment.parentId ? t('thread.deleteReply') : t('thread.deleteThread')}
          </Text>
        ),
        labels: { confirm: t('thread.delete'), cancel: t('composer.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove.mutate(comment.id, { onSuccess: () => notify(t('thread.deleted')) }),
      }),
    );

  return (
    <Card
      withBorder
      padding="sm"
      className={classes.thread}
      data-resolved={resolved || undefined}
      data-highlighted={highlighted || undefined}
      data-testid="comment-thread"
      id={`comment-${thread.id}`}
      component="article"
      aria-label={place}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ overflowWrap: 'anywhere' }}>
            {place}
          </Text>
          <Button
            size="compact-xs"
            variant={resolved ? 'default' : 'light'}
            loading={resolve.isPending}
            onClick={() => resolve.mutate({ id: thread.id, resolved: !resolved })}
          >
            {resolved ? t('thread.reopen') : t('thread.resolve')}
          </Button>
        </Group>
        {resolved && thread.resolvedBy && (
          <Text size="xs" c="dimmed">
            {t('thread.resolvedBy', { name: thread.resolvedBy })}
          </Text>
        )}
        <CommentItem uuid={uuid} comment={thread} people={people} onDelete={confirmDelete} />
        {thread.replies.length > 0 && (
          <Stack gap="xs" className={classes.reply}>
            {thread.replies.map((reply) => (
              <CommentItem
                key={reply.id}
                uuid={uuid}
                comment={reply}
                people={people}
                onDelete={confirmDelete}
              />
            ))}
          </Stack>
        )}
        <ErrorAlert error={post.error ?? resolve.error ?? remove.error} />
        {replying ? (
          <MentionComposer
            people={people}
            label={t('composer.replyLabel')}
            placeholder={t('composer.replyPlaceholder')}
            submitLabel={t('composer.reply')}
            pending={post.isPending}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (body) => {
              await post.mutateAsync({ body, parentId: thread.id });
              setReplying(false);
            }}
          />
        ) : (
          <Group>
            <Button size="compact-sm" variant="subtle" onClick={() => setReplying(true)}>
              {t('thread.reply')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
