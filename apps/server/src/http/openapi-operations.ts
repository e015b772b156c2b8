/**
 * The name of each operation in the OpenAPI document (`operationId`), keyed by method and
 * path template: what a generated client calls its functions, so they never change with a
 * summary. A route missing here gets a name derived from its method and path (see
 * `derivedOperationId`); a route may also set `operationId` in its own schema.
 */
export const operationIds: Record<string, string> = {
  'GET /healthz': 'getHealth',
  'GET /readyz': 'getReadiness',
  'GET /metrics': 'getMetrics',
  'GET /api/config': 'getPublicConfig',
  'GET /api/auth/magic-link/verify': 'openMagicLink',
  'GET /api/auth/callback/{providerId}': 'finishOidcSignIn',
  'GET /api/auth/verify-email': 'verifyEmail',
  'POST /v1/users/register': 'register',
  'POST /v1/users/login': 'logIn',
  'POST /v1/users/logout': 'logOut',
  'POST /v1/users/token': 'exchangeSessionForToken',
  'POST /v1/users/magic-link': 'sendMagicLink',
  'POST /v1/users/password/forgot': 'forgotPassword',
  'POST /v1/users/password/reset': 'resetPassword',
  'GET /v1/users/oidc': 'getOidcProvider',
  'GET /v1/users/oidc/start': 'startOidcSignIn',
  'GET /v1/users/me': 'getMe',
  'PUT /v1/users/me': 'updateMe',
  'DELETE /v1/users/me': 'deleteMe',
  'POST /v1/users/data': 'getUserData',
  'PUT /v1/users/me/password': 'changePassword',
  'PUT /v1/users/me/email': 'changeEmail',
  'DELETE /v1/users/me/sessions': 'signOutEverywhere',
  'GET /v1/users/me/export': 'exportMyData',
  'PUT /v1/users/me/photo': 'uploadPhoto',
  'DELETE /v1/users/me/photo': 'removePhoto',
  'GET /v1/users/{id}/photo': 'getUserPhoto',
  'GET /v2/public/users/{id}': 'getPublicProfile',
  'PUT /v1/admin/users/{id}': 'adminSetUserPlan',
  'GET /v3/meetings/{id}/check': 'checkMeetingAccess',
  'GET /v3/meetings': 'listMeetings',
  'POST /v3/meetings': 'createMeeting',
  'GET /v3/meetings/{id}': 'getMeeting',
  'POST /v3/meetings/{id}': 'duplicateMeeting',
  'PUT /v3/meetings/{id}': 'updateMeeting',
  'GET /v3/meetings/{id}/history': 'listMeetingVersions',
  'GET /v3/meetings/{id}/snapshots': 'listMeetingSnapshots',
  'GET /v3/meetings/{id}/snapshots/{snapshotId}': 'getMeetingSnapshot',
  'GET /v3/workspaces': 'listWorkspaces',
  'POST /v3/workspaces': 'createWorkspace',
  'GET /v3/workspaces/{id}': 'getWorkspace',
  'PUT /v3/workspaces/{id}': 'renameWorkspace',
  'DELETE /v3/workspaces/{id}': 'deleteWorkspace',
  'POST /v3/workspaces/{id}/leave': 'leaveWorkspace',
  'POST /v3/workspaces/{id}/join': 'joinWorkspace',
  'PUT /v1/admin/workspaces/{id}': 'adminTransferWorkspace',
  'GET /v3/workspaces/{id}/users': 'listWorkspaceMembers',
  'POST /v3/workspaces/{id}/users': 'inviteWorkspaceMember',
  'POST /v3/workspaces/{id}/users/invite': 'resendWorkspaceInvitation',
  'GET /v3/workspaces/{id}/users/{token}': 'getWorkspaceMember',
  'PUT /v3/workspaces/{id}/users/{token}': 'changeWorkspaceMemberRole',
  'DELETE /v3/workspaces/{id}/users/{token}': 'removeWorkspaceMember',
  'GET /v1/templates': 'listTemplates',
  'GET /v1/templates/{id}': 'getTemplate',
  'GET /v1/methods': 'listMethods',
  'GET /v1/methods/{id}': 'getMethod',
  'POST /v2/ai/ask': 'askAi',
  'POST /v2/ai/ask/stream': 'askAiStream',
  'GET /v2/ai/quota': 'getAiQuota',
  'GET /v3/meetings/{id}/run': 'getRunState',
  'POST /v3/meetings/{id}/run': 'sendRunCommand',
  'GET /v3/meetings/{id}/run/notes': 'getRunNotes',
  'POST /v3/meetings/{id}/run/control-tokens': 'createControlToken',
  'GET /v3/meetings/{id}/run/control-tokens': 'listControlTokens',
  'DELETE /v3/meetings/{id}/run/control-tokens/{tokenId}': 'revokeControlToken',
  'GET /v3/meetings/{id}/run/devices': 'listRunDevices',
  'PUT /v3/meetings/{id}/run/devices/{deviceId}': 'renameRunDevice',
  'GET /v3/meetings/{id}/runs': 'listFinishedRuns',
  'GET /v3/meetings/{id}/runs/{runId}.csv': 'exportRunCsv',
  'GET /v3/runs/averages': 'getRunAverages',
  'GET /v2/payments/subscription': 'getSubscription',
  'POST /v2/payments/create-checkout-session': 'createCheckoutSession',
  'POST /v2/payments/cancel': 'cancelSubscription',
  'POST /v2/payments/resume': 'resumeSubscription',
  'POST /v2/payments/portal': 'openBillingPortal',
  'GET /v2/payments/test-checkout/{session}': 'getTestCheckout',
  'POST /v2/payments/test-checkout/{session}/pay': 'payTestCheckout',
  'POST /v2/payments/webhook': 'receiveStripeWebhook',
};

/** `GET /v3/meetings/{id}/run/devices` → `getV3MeetingsByIdRunDevices`: stable and unique. */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .split(/[/.\-_]/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? `By${capitalise(param[1] ?? '')}` : capitalise(part);
    });
  return method.toLowerCase() + words.join('');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
