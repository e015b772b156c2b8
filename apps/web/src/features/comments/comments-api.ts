import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityPage,
  CommentAnchor,
  CommentThread,
  CommentThreadList,
  MentionCandidateList,
} from '@ordo/contract';
import { api } from '../../api/client.ts';

export const commentKeys = {
  all: (uuid: string) => ['comments', uuid] as const,
  threads: (uuid: string) => [...commentKeys.all(uuid), 'threads'] as const,
  people: (uuid: string) => [...commentKeys.all(uuid), 'people'] as const,
  activity: (uuid: string) => [...commentKeys.all(uuid), 'activity'] as const,
};

const path = (uuid: string) => `/v3/meetings/${encodeURIComponent(uuid)}`;

/**
 * The meeting's threads. Read again each time a reader mounts (the panel opening) and every
 * minute while it is open: comments have no live push, and a teammate's reply should not wait
 * for a reload.
 */
export function useCommentThreads(uuid: string | undefined, options: { watch?: boolean } = {}) {
  return useQuery({
    queryKey: commentKeys.threads(uuid ?? ''),
    queryFn: ({ signal }) => api<CommentThreadList>(`${path(uuid ?? '')}/comments`, { signal }),
    enabled: uuid !== undefined,
    refetchOnMount: options.watch ? 'always' : true,
    refetchInterval: options.watch ? 60_000 : false,
    staleTime: 30_000,
    meta: { silentError: true },
  });
}

export function useMentionPeople(uuid: string) {
  return useQuery({
    queryKey: commentKeys.people(uuid),
    queryFn: ({ signal }) => api<MentionCandidateList>(`${path(uuid)}/comments/people`, { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}

export function useActivity(uuid: string) {
  return useInfiniteQuery({
    queryKey: commentKeys.activity(uuid),
    queryFn: ({ signal, pageParam }) =>
      api<ActivityPage>(`${path(uuid)}/activity`, {
        signal,
        query: { cursor: pageParam ?? undefined, limit: 20 },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnMount: 'always',
    meta: { silentError: true },
  });
}

/** Every write reads the threads and the activity again: what the server holds is the truth. */
function useCommentMutation<Input, Output>(uuid: string, run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: commentKeys.all(uuid) }),
    meta: { silentError: true },
  });
}

export type NewComment = { body: string; anchor?: CommentAnchor; parentId?: string };

export function usePostComment(uuid: string) {
  return useCommentMutation(uuid, (input: NewComment) =>
    api<CommentThread>(`${path(uuid)}/comments`, { method: 'POST', body: input }),
  );
}

export function useResolveThread(uuid: string) {
  return useCommentMutation(uuid, (input: { id: string; resolved: boolean }) =>
    api<CommentThread>(`${path(uuid)}/comments/${input.id}`, {
      method: 'PATCH',
      body: { resolved: input.resolved },
    }),
  );
}

export function useEditComment(uuid: string) {
  return useCommentMutation(uuid, (input: { id: string; body: string }) =>
    api<CommentThread>(`${path(uuid)}/comments/${input.id}`, {
      method: 'PATCH',
      body: { body: input.body },
    }),
  );
}

export function useDeleteComment(uuid: string) {
  return useCommentMutation(uuid, (id: string) =>
    api<undefined>(`${path(uuid)}/comments/${id}`, { method: 'DELETE' }),
  );
}
