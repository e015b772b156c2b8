/**
 * The contract's plain values, without zod: what the participants' pages need at run time
 * (feature flags, live names and limits, id patterns) lives here, so importing it does not
 * bring the schemas and their validator into a build that does not validate.
 */

/**
 * Feature flags of SPEC §9 with their defaults. Each is set by `FEATURE_<NAME>` where NAME is
 * the flag in upper snake case (`addToCalendarButton` → `FEATURE_ADD_TO_CALENDAR_BUTTON`).
 */
export const featureDefaults = {
  ai: true,
  addToCalendarButton: true,
  payment: true,
  publicLiveMeeting: true,
  workspaces: true,
  localEditor: true,
  snapshot: true,
  avatarEditor: false,
  googleCalendar: false,
  publicProfile: false,
  onboardingV2: false,
} as const;

export type FeatureName = keyof typeof featureDefaults;
export const featureNames = Object.keys(featureDefaults) as FeatureName[];

export const languages = ['en', 'fr'] as const;

export const LIVE_NAMESPACE = '/live';
/** Editors of a meeting hear about each other's saves here (see workspaces.ts). */
export const EDITS_NAMESPACE = '/edits';
/** The header a Stream Deck, a script or curl sends a phone remote's control token in. */
export const CONTROL_TOKEN_HEADER = 'x-control-token';
export const STAGE_MESSAGE_MAX = 140;

/**
 * A live device's heartbeat: once its clock is measured it pings this often, and every message
 * (ping, command) counts as a sign of life in the controllers' device list.
 */
export const LIVE_HEARTBEAT_MS = 20_000;
/** A device silent for longer (two heartbeats missed, and some slack) is shown as stale. */
export const DEVICE_STALE_AFTER_MS = 50_000;

/** Presets the cockpit and the remote offer for stage messages (keys of the `live` catalog). */
export const stageMessagePresets = ['wrapUp', 'fiveMinutes', 'questionsNow', 'breakTime'] as const;

/** Six characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const joinCodePattern = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The template categories of DESIGN §9, in the order the gallery offers them (here, without zod,
 * so the light builds can list them).
 */
export const templateCategories = [
  'retrospective',
  'kickoff',
  'design-sprint',
  'ideation',
  'decision',
  'strategy',
  'team-building',
  'onboarding',
  'training',
  'one-to-one',
  'governance',
  'all-hands',
  'conference',
  'hackathon',
  'customer',
  'incident-review',
  'planning',
] as const;

/**
 * What the built pages carry where a CSP nonce goes; the server puts each response's nonce in
 * its place (index.html, the light builds, the prerendered front door).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
