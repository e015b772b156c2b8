import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  controlTokenCreatedSchema,
  controlTokenListSchema,
  deviceSchema,
  runAveragesSchema,
  runListSchema,
  type ControlTokenKind,
} from '@ordo/contract';
import { authToken } from './auth-token.ts';
import { api } from './client.ts';
import { ApiError } from './errors.ts';

const RUNS_PAGE = 20;

export const liveKeys = {
  all: ['live'] as const,
  runs: (meetingId: string) => [...liveKeys.all, 'runs', meetingId] as const,
  tokens: (meetingId: string) => [...liveKeys.all, 'tokens', meetingId] as const,
  devices: (meetingId: string) => [...liveKeys.all, 'devices', meetingId] as const,
  averages: () => [...liveKeys.all, 'averages'] as const,
};

const meetingPath = (meetingId: string) => `/v3/meetings/${encodeURIComponent(meetingId)}`;

/** Finished runs of a meeting, newest first, page after page (Insight). */
export function useRunList(meetingId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: liveKeys.runs(meetingId),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(
        `${meetingPath(meetingId)}/runs`,
        { query: { limit: RUNS_PAGE, cursor: pageParam }, signal },
        import.meta.env.DEV ? runListSchema : undefined,
      ),
    getNextPageParam: (page) => page.nextCursor,
    meta: { silentError: true },
  });
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function attachmentFileName(header: string | null): string | null {
  const match = /filename="([^"]+)"/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * One run's statistics as CSV. The API client speaks JSON only, so this fetch carries the
 * bearer token itself and hands back the file as a Blob for the browser to save, with the file
 * name the server chose (a slug of the title and the run's day).
 */
export async function fetchRunCsv(
  meetingId: string,
  runId: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = authToken.get();
  let response: Response;
  try {
    response = await fetch(`${meetingPath(meetingId)}/runs/${encodeURIComponent(runId)}.csv`, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached', 0);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get('content-disposition')),
  };
}

/** Average actual time per sequence title over the caller's finished runs; one fetch a session. */
export function useRunAverages(enabled = true) {
  return useQuery({
    queryKey: liveKeys.averages(),
    queryFn: ({ signal }) =>
      api('/v3/runs/averages', { signal }, import.meta.env.DEV ? runAveragesSchema : undefined),
    enabled,
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}

/** The phone remotes' control tokens of a meeting (never the tokens themselves). */
export function useControlTokens(meetingId: string) {
  return useQuery({
    queryKey: liveKeys.tokens(meetingId),
    queryFn: ({ signal }) =>
      api(
        `${meetingPath(meetingId)}/run/control-tokens`,
        { signal },
        import.meta.env.DEV ? controlTokenListSchema : undefined,
      ),
    meta: { silentError: true },
  });
}

/**
 * A phone remote's control token (with `room`, for one breakout room only), or with
 * `kind: "presenter"` a presenter view's read-only one.
 */
export function useCreateControlToken(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: { name?: string; kind?: ControlTokenKind; room?: number } = {}) =>
      api(
        `${meetingPath(meetingId)}/run/control-tokens`,
        { method: 'POST', body: token },
        import.meta.env.DEV ? controlTokenCreatedSchema : undefined,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.tokens(meetingId) }),
  });
}

/** Revoking a token also disconnects the remotes using it. */
export function useRevokeControlToken(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      api(`${meetingPath(meetingId)}/run/control-tokens/${encodeURIComponent(tokenId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.tokens(meetingId) }),
  });
}

export function useRenameDevice(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, name }: { deviceId: string; name: string }) =>
      api(
        `${meetingPath(meetingId)}/run/devices/${encodeURIComponent(deviceId)}`,
        { method: 'PUT', body: { name } },
        import.meta.env.DEV ? deviceSchema : undefined,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.devices(meetingId) }),
  });
}
