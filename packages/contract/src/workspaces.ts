import { z } from 'zod';

/** Teamspaces (DESIGN §9 "Teamspaces"). */
export const workspaceRoleSchema = z.enum(['owner', 'admin', 'editor', 'viewer']);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;
/** The roles an owner or admin may give; ownership moves only through the admin transfer. */
export const memberRoleSchema = z.enum(['admin', 'editor', 'viewer']);
export type MemberRole = z.infer<typeof memberRoleSchema>;
export const memberStateSchema = z.enum(['invited', 'member', 'guest']);
export type MemberState = z.infer<typeof memberStateSchema>;

export const WORKSPACE_NAME_MAX_CHARS = 120;
const nameSchema = z.string().trim().min(1).max(WORKSPACE_NAME_MAX_CHARS);

export const workspaceIdParamsSchema = z.object({ id: z.uuid() });
export const memberParamsSchema = z.object({ id: z.uuid(), token: z.uuid() });

export const createWorkspaceSchema = z.object({ name: nameSchema }).strict();
export const updateWorkspaceSchema = z.object({ name: nameSchema }).strict();
export const deleteWorkspaceQuerySchema = z.object({
  behaviour: z.enum(['keep_owner']).optional(),
});
/** A destructive step needs the tick the dialog asks for. */
export const confirmSchema = z.object({ confirm: z.literal(true) }).strict();

export const workspaceSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** The owner's PRO lapsed: readable, not editable. */
  closed: z.boolean(),
  role: workspaceRoleSchema,
  state: memberStateSchema,
  owner: z.object({ id: z.string(), email: z.string(), fullname: z.string() }),
  memberCount: z.number().int(),
  /** When the owner's PRO ends, if it is set to end; the owner's page warns 7 days before. */
  proEndsAt: z.iso.datetime().nullable(),
  /** True from 7 days before `proEndsAt`: the owner's page shows the PRO-ending banner. */
  proEndingSoon: z.boolean(),
  /** For a guest, the one workshop the invitation opens. */
  meetingUuid: z.uuid().nullable(),
  /**
   * Whether the caller may move or create workshops in this team (the server's rule, so no
   * screen re-derives it): a member, not a guest nor a viewer, while the team is open.
   */
  mayAddWorkshops: z.boolean(),
  /** Whether the caller may rename the team and manage its members: owner or admin, team open. */
  mayManage: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspaceListSchema = z.object({ items: z.array(workspaceSchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

export const workspaceMemberSchema = z.object({
  token: z.uuid(),
  email: z.string(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  role: workspaceRoleSchema,
  state: memberStateSchema,
  existingAccount: z.boolean(),
  /** A guest's one workshop. */
  meetingUuid: z.uuid().nullable(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
export const workspaceMemberListSchema = z.object({ items: z.array(workspaceMemberSchema) });

/**
 * An invitation. With `meetingUuid` (a workshop of this team) the person becomes a guest of that
 * one workshop: they need no PRO to join, and see nothing else of the team.
 */
export const addMemberSchema = z
  .object({
    email: z.email().max(254),
    role: memberRoleSchema,
    meetingUuid: z.uuid().optional(),
  })
  .strict();
export type AddMember = z.infer<typeof addMemberSchema>;
export const updateMemberSchema = z.object({ role: memberRoleSchema }).strict();
export const resendInviteSchema = z.object({ token: z.uuid() }).strict();
/**
 * Accepting an invitation (DESIGN §9 "Invitations (trust)"): `invitation` is the one-time token
 * of the e-mail's link (`?invitation=`), needed unless the caller's address is verified.
 */
export const joinWorkspaceSchema = z
  .object({ invitation: z.string().min(1).max(200).optional() })
  .strict();
export type JoinWorkspace = z.infer<typeof joinWorkspaceSchema>;
export const transferWorkspaceSchema = z.object({ ownerId: z.string().min(1).max(200) }).strict();

/**
 * Socket.io namespace `/edits` (EDITS_NAMESPACE, in constants.ts beside the live one so the
 * editor reads it without these schemas): editors of a meeting hear about each other's saves
 * (issue 14). Handshake `auth: { token }`; `watch { meetingId }` → ack `{ ok: true, version }`
 * or `{ ok: false, error }`; the server then emits `meeting:saved` after every committed save.
 * When the watcher's rights change (DESIGN §9 "Live rights"), `revoked { code, message,
 * meetingId }` ends the watch of that meeting; `meetingId: null` (signed out): the server
 * disconnects the socket right after.
 */
export const editWatchSchema = z.object({ meetingId: z.uuid() });
export const meetingSavedEventSchema = z.object({
  meetingId: z.uuid(),
  version: z.number().int(),
  authorId: z.string(),
  authorName: z.string(),
});
export type MeetingSavedEvent = z.infer<typeof meetingSavedEventSchema>;
export type EditWatchAck =
  { ok: true; version: number } | { ok: false; error: { code: string; message: string } };
export type EditRevokedEvent = { code: string; message: string; meetingId: string | null };
