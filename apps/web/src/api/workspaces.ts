import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  workspaceListSchema,
  workspaceMemberListSchema,
  workspaceMemberSchema,
  workspaceSchema,
  type AddMember,
  type MemberRole,
} from '@ordo/contract';
import { api } from './client.ts';
import { meetingKeys } from './meetings.ts';

export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => [...workspaceKeys.all, 'list'] as const,
  detail: (uuid: string) => [...workspaceKeys.all, 'detail', uuid] as const,
  members: (uuid: string) => [...workspaceKeys.all, 'members', uuid] as const,
};

const path = (uuid: string) => `/v3/workspaces/${encodeURIComponent(uuid)}`;

/** The caller's teamspaces with their role and state, pending invitations included. */
export function useWorkspaces(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.list(),
    queryFn: ({ signal }) =>
      api('/v3/workspaces', { signal }, import.meta.env.DEV ? workspaceListSchema : undefined),
    enabled,
    meta: { silentError: true },
  });
}

export function useWorkspace(uuid: string) {
  return useQuery({
    queryKey: workspaceKeys.detail(uuid),
    queryFn: ({ signal }) =>
      api(path(uuid), { signal }, import.meta.env.DEV ? workspaceSchema : undefined),
    meta: { silentError: true },
    retry: false,
  });
}

export function useMembers(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.members(uuid),
    queryFn: ({ signal }) =>
      api(
        `${path(uuid)}/users`,
        { signal },
        import.meta.env.DEV ? workspaceMemberListSchema : undefined,
      ),
    enabled,
    meta: { silentError: true },
  });
}

/** Every team mutation refreshes the teams and the meeting lists they show. */
function useTeamMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: workspaceKeys.all });
      void client.invalidateQueries({ queryKey: meetingKeys.all });
    },
    meta: { silentError: true },
  });
}

export function useCreateWorkspace() {
  return useTeamMutation((name: string) =>
    api(
      '/v3/workspaces',
      { method: 'POST', body: { name } },
      import.meta.env.DEV ? workspaceSchema : undefined,
    ),
  );
}

export function useRenameWorkspace(uuid: string) {
  return useTeamMutation((name: string) =>
    api(
      path(uuid),
      { method: 'PUT', body: { name } },
      import.meta.env.DEV ? workspaceSchema : undefined,
    ),
  );
}

export function useDeleteWorkspace(uuid: string) {
  return useTeamMutation((keepWorkshops: boolean) =>
    api(path(uuid), {
      method: 'DELETE',
      body: { confirm: true },
      query: keepWorkshops ? { behaviour: 'keep_owner' } : undefined,
    }),
  );
}

/**
 * Accepts an invitation. `invitation` is the one-time token of the e-mail's link
 * (`?invitation=`), the proof of the address an unverified account needs (DESIGN §9).
 */
export function useJoinWorkspace() {
  return useTeamMutation(({ uuid, invitation }: { uuid: string; invitation?: string }) =>
    api(
      `${path(uuid)}/join`,
      { method: 'POST', body: invitation ? { invitation } : {} },
      import.meta.env.DEV ? workspaceSchema : undefined,
    ),
  );
}

export function useLeaveWorkspace(uuid: string) {
  return useTeamMutation(() =>
    api(`${path(uuid)}/leave`, { method: 'POST', body: { confirm: true } }),
  );
}

export function useAddMember(uuid: string) {
  return useTeamMutation((input: AddMember) =>
    api(
      `${path(uuid)}/users`,
      { method: 'POST', body: input },
      import.meta.env.DEV ? workspaceMemberSchema : undefined,
    ),
  );
}

export function useResendInvite(uuid: string) {
  return useTeamMutation((token: string) =>
    api(
      `${path(uuid)}/users/invite`,
      { method: 'POST', body: { token } },
      import.meta.env.DEV ? workspaceMemberSchema : undefined,
    ),
  );
}

export function useChangeRole(uuid: string) {
  return useTeamMutation(({ token, role }: { token: string; role: MemberRole }) =>
    api(
      `${path(uuid)}/users/${token}`,
      { method: 'PUT', body: { role } },
      import.meta.env.DEV ? workspaceMemberSchema : undefined,
    ),
  );
}

export function useRemoveMember(uuid: string) {
  return useTeamMutation((token: string) =>
    api(`${path(uuid)}/users/${token}`, { method: 'DELETE' }),
  );
}
