import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  historyListSchema,
  meetingListSchema,
  meetingSchema,
  snapshotSchema,
  type CreateMeeting,
  type ListMeetingsQuery,
  type Meeting,
  type UpdateMeeting,
} from '@ordo/contract';
import { api } from './client.ts';

export type MeetingFilters = Partial<
  Pick<ListMeetingsQuery, 'status' | 'lifecycle' | 'q' | 'sort' | 'workspace_uuid'>
>;

export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (filters: MeetingFilters) => [...meetingKeys.lists(), filters] as const,
  detail: (uuid: string) => [...meetingKeys.all, 'detail', uuid] as const,
  history: (uuid: string) => [...meetingKeys.all, 'history', uuid] as const,
  snapshot: (uuid: string, snapshotId: string) =>
    [...meetingKeys.all, 'snapshot', uuid, snapshotId] as const,
};

/** The dashboard list, page after page (`{ items, nextCursor }`). */
export function useMeetingList(filters: MeetingFilters) {
  return useInfiniteQuery({
    queryKey: meetingKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(
        '/v3/meetings',
        { query: { ...filters, cursor: pageParam, limit: 30 }, signal },
        import.meta.env.DEV ? meetingListSchema : undefined,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function fetchMeeting(uuid: string, signal?: AbortSignal): Promise<Meeting> {
  return api(
    `/v3/meetings/${encodeURIComponent(uuid)}`,
    { signal },
    import.meta.env.DEV ? meetingSchema : undefined,
  );
}

export function useMeeting(uuid: string) {
  return useQuery({
    queryKey: meetingKeys.detail(uuid),
    queryFn: ({ signal }) => fetchMeeting(uuid, signal),
    meta: { silentError: true },
  });
}

export function createMeeting(input: CreateMeeting): Promise<Meeting> {
  return api<Meeting>(
    '/v3/meetings',
    { method: 'POST', body: input },
    import.meta.env.DEV ? meetingSchema : undefined,
  );
}

/** PUT with `baseVersion`; a stale one rejects with ApiError VERSION_CONFLICT carrying `current`. */
export function updateMeeting(uuid: string, input: UpdateMeeting): Promise<Meeting> {
  return api(
    `/v3/meetings/${encodeURIComponent(uuid)}`,
    { method: 'PUT', body: input },
    import.meta.env.DEV ? meetingSchema : undefined,
  );
}

export function useCreateMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: (meeting) => {
      client.setQueryData(meetingKeys.detail(meeting.uuid), meeting);
      void client.invalidateQueries({ queryKey: meetingKeys.lists() });
    },
  });
}

export function useDuplicateMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api(
        `/v3/meetings/${encodeURIComponent(uuid)}`,
        { method: 'POST' },
        import.meta.env.DEV ? meetingSchema : undefined,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: meetingKeys.lists() }),
  });
}

/** Quick changes from the dashboard (archive, delete, restore) on the latest version. */
export function useUpdateMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, input }: { uuid: string; input: UpdateMeeting }) =>
      updateMeeting(uuid, input),
    onSuccess: (meeting) => {
      client.setQueryData(meetingKeys.detail(meeting.uuid), meeting);
      void client.invalidateQueries({ queryKey: meetingKeys.lists() });
      void client.invalidateQueries({ queryKey: meetingKeys.history(meeting.uuid) });
    },
  });
}

export function useHistory(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.history(uuid),
    queryFn: ({ signal }) =>
      api(
        `/v3/meetings/${encodeURIComponent(uuid)}/history`,
        { signal },
        import.meta.env.DEV ? historyListSchema : undefined,
      ),
    enabled,
  });
}

export function useSnapshot(uuid: string, snapshotId: string | null) {
  return useQuery({
    queryKey: meetingKeys.snapshot(uuid, snapshotId ?? ''),
    queryFn: ({ signal }) =>
      api(
        `/v3/meetings/${encodeURIComponent(uuid)}/snapshots/${snapshotId ?? ''}`,
        { signal },
        import.meta.env.DEV ? snapshotSchema : undefined,
      ),
    enabled: snapshotId !== null,
    staleTime: Infinity,
  });
}
