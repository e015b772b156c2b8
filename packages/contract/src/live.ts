import { z } from 'zod';
import { STAGE_MESSAGE_MAX } from './constants.ts';
import { ADD_TIME_LIMIT_MINUTES, TIME_LEFT_LIMIT_SECONDS } from '@ordo/agenda';
import {
  recallCommandSchema,
  roomIndexSchema,
  roomSchema,
  runRecallSchema,
  runRoomResultSchema,
  runRoomStateSchema,
} from './live-rooms.ts';
import { wholeNumber } from './live-numbers.ts';

/**
 * The live run's contract (DESIGN §9 "Live run"): socket.io messages on the `/live` namespace
 * and the HTTP control API, validated on arrival by the server and typed for the web app.
 * Times are epoch milliseconds of the server's clock unless named otherwise.
 */
export const DEVICE_NAME_MAX = 60;
/** The engine decides the limit; the contract validates against the same number. */
export const ADD_TIME_MINUTES_MAX = ADD_TIME_LIMIT_MINUTES;
/** `setTimeLeft` and `endAt` reach at most 12 hours ahead (the engine's limit). */
export const TIME_LEFT_SECONDS_MAX = TIME_LEFT_LIMIT_SECONDS;

/** A meeting's uuid or join code in a live or run address (checked further by the server). */
export const meetingIdSchema = z.string().min(1).max(64);

/**
 * A fresh schema per field: one instance shared by the union's members lost its string branch
 * in the OpenAPI document.
 */
const sequenceIndexSchema = () => wholeNumber(0, 10_000);
/** What a device sends: `start` and `restart` carry no run id, the server chooses it. */
export const runCommandInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('next'), room: roomSchema() }),
  z.strictObject({ type: z.literal('previous'), room: roomSchema() }),
  z.strictObject({ type: z.literal('goTo'), index: sequenceIndexSchema(), room: roomSchema() }),
  z.strictObject({ type: z.literal('pause'), room: roomSchema() }),
  z.strictObject({ type: z.literal('resume'), room: roomSchema() }),
  /** Pause when running, resume when paused: one button for both. */
  z
    .strictObject({ type: z.literal('togglePause'), room: roomSchema() })
    .describe(
      'Pauses a running run (or room, with `room`) and resumes a paused one (one Stream Deck button)',
    ),
  z.strictObject({
    type: z.literal('addTime'),
    minutes: wholeNumber(-ADD_TIME_MINUTES_MAX, ADD_TIME_MINUTES_MAX),
    /** A later sequence (or step, with `room`) to lengthen or shorten; the current one when absent. */
    index: sequenceIndexSchema().optional(),
    room: roomSchema(),
  }),
  /** Exactly `seconds` left on the current sequence from the command's time on. */
  z.strictObject({
    type: z.literal('setTimeLeft'),
    seconds: wholeNumber(0, TIME_LEFT_SECONDS_MAX),
  }),
  /**
   * The current sequence ends at `at`, a server time (epoch ms); the engine refuses one before
   * the command's time or more than 12 hours after it.
   */
  z.strictObject({ type: z.literal('endAt'), at: wholeNumber(0, Number.MAX_SAFE_INTEGER) }),
  z.strictObject({
    type: z.literal('skip'),
    index: sequenceIndexSchema(),
    /** False brings a skipped sequence back. */
    skipped: z.boolean().optional(),
    room: roomSchema(),
  }),
  z.strictObject({ type: z.literal('finish') }),
  z.strictObject({ type: z.literal('restart') }),
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({
    type: z.literal('message'),
    text: z.string().trim().min(1).max(STAGE_MESSAGE_MAX).nullable(),
    flash: z.boolean().optional(),
    /** Without it, every screen (every room's too). */
    room: roomSchema(),
  }),
  z.strictObject({ type: z.literal('blackout'), on: z.boolean() }),
  recallCommandSchema,
]);
export type RunCommandInput = z.infer<typeof runCommandInputSchema>;

const stageMessageSchema = z.object({ text: z.string(), flash: z.boolean(), sentAt: z.number() });

export const runStateSequenceSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  optional: z.boolean(),
  speakers: z.array(z.string()),
  plannedMs: z.number(),
  addedMs: z.number(),
  actualMs: z.number(),
  skipped: z.boolean(),
  /** Only for a sequence with rooms. */
  rooms: z.array(runRoomResultSchema).optional(),
});

/** The state every device renders (DESIGN §9); identical shape for controllers and viewers. */
export const runStateSchema = z.object({
  /**
   * The count of commands the meeting's runs took so far (DESIGN §9 "Live rights"): one more
   * with each command, never less. A device drops a state below the position it shows.
   */
  position: z.number().int().min(0),
  runId: z.string().nullable(),
  status: z.enum(['idle', 'running', 'paused', 'finished']),
  currentIndex: z.number().int(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  sequenceStartedAt: z.number().nullable(),
  pausedAt: z.number().nullable(),
  addedMs: z.number(),
  endsAt: z.number().nullable(),
  delayMs: z.number(),
  sequences: z.array(runStateSequenceSchema),
  message: stageMessageSchema.nullable(),
  blackout: z.boolean(),
  /** The current sequence's rooms, only while a running or paused run is on one with rooms. */
  rooms: z.array(runRoomStateSchema).optional(),
  /** The rooms' recall, once sent: every room ends at `endsAt`. */
  recall: runRecallSchema.optional(),
});
export type RunStateBody = z.infer<typeof runStateSchema>;

export const runStateResponseSchema = z.object({ state: runStateSchema });
export type RunStateResponse = z.infer<typeof runStateResponseSchema>;

/** `presenter`: the speaker's presenter view (`/m/{uuid}/presenter`), reads and never commands. */
export const deviceKinds = ['cockpit', 'stage', 'remote', 'presenter', 'public'] as const;
export const deviceKindSchema = z.enum(deviceKinds);
export type DeviceKind = z.infer<typeof deviceKindSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  kind: deviceKindSchema,
  name: z.string(),
  /** The device's clock minus the server's, as the device estimated it. */
  offsetMs: z.number().nullable(),
  lastSeenAt: z.number(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.object({ items: z.array(deviceSchema) });
export type DeviceList = z.infer<typeof deviceListSchema>;

export const renameDeviceSchema = z.strictObject({
  name: z.string().trim().min(1).max(DEVICE_NAME_MAX),
});
export const deviceParamsSchema = z.object({
  id: meetingIdSchema,
  deviceId: z.string().min(1).max(64),
});

/**
 * What a control token opens (DESIGN §9 "Presenter view"): `control` drives the run (a phone
 * remote, `/m/{uuid}/remote#t=…`); `presenter` reads the run with the private notes and sends
 * no command (the speaker's presenter view, `/m/{uuid}/presenter#t=…`).
 */
export const controlTokenKinds = ['control', 'presenter'] as const;
export const controlTokenKindSchema = z.enum(controlTokenKinds);
export type ControlTokenKind = z.infer<typeof controlTokenKindSchema>;

export const createControlTokenSchema = z.strictObject({
  name: z.string().trim().min(1).max(DEVICE_NAME_MAX).optional(),
  /** `control` when absent. */
  kind: controlTokenKindSchema.optional(),
  /**
   * A control token for one breakout room (DESIGN §9 "Rooms"): it sends only commands with this
   * `room`; any other command is 403 CONTROL_TOKEN_SCOPE.
   */
  room: roomIndexSchema().optional(),
});
/**
 * The token's URL (the remote's, or the presenter view's for a presenter token) carries the
 * token in its fragment, so it never reaches a server log.
 */
export const controlTokenCreatedSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  url: z.string(),
});
export type ControlTokenCreated = z.infer<typeof controlTokenCreatedSchema>;
export const controlTokenParamsSchema = z.object({ id: meetingIdSchema, tokenId: z.uuid() });
/** A meeting's control tokens as its editors list them: never the secret itself. */
export const controlTokenListSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      kind: controlTokenKindSchema,
      /** The breakout room a control token is limited to; null for the whole run. */
      room: z.number().int().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type ControlTokenList = z.infer<typeof controlTokenListSchema>;

/** Handshake `auth`: a bearer token, a phone remote's control token, or nothing (a viewer). */
export const liveHandshakeSchema = z.union([
  z.object({ token: z.string().min(1).max(512) }),
  z.object({ controlToken: z.string().min(1).max(512) }),
  z.object({}),
]);

export const liveJoinSchema = z.strictObject({
  meetingId: meetingIdSchema,
  /**
   * A viewer of one breakout room (a room's stage or participant, `?room=N`, DESIGN §9 "Rooms"):
   * it also gets the messages sent to that room; without it, no room's message.
   */
  room: roomIndexSchema().optional(),
  /** The sharing pass of a Restricted meeting, never the raw access code. */
  pass: z.string().max(512).optional(),
  /** Who this device is, for the controllers' device list; kept across reconnects. */
  device: z
    .strictObject({
      id: z
        .string()
        .min(8)
        .max(64)
        .describe(
          'Required. A random id the device makes once and keeps (8 to 64 characters, e.g. a ' +
            'UUID in its storage), so a reconnect updates its entry instead of adding one. The ' +
            'list shows a digest of it and the credential, returned as `deviceId`.',
        ),
      kind: deviceKindSchema.describe(
        'Required. What the device is: `cockpit`, `remote` (controllers only), `stage`, ' +
          '`presenter` or `public`; listed by what its credential allows, whatever it claims.',
      ),
      name: z
        .string()
        .trim()
        .max(DEVICE_NAME_MAX)
        .optional()
        .describe(`Optional. A name for the device list, at most ${DEVICE_NAME_MAX} characters.`),
    })
    .optional()
    .describe(
      "Optional: a device that sends it is listed in the cockpit's device list; without it, it " +
        'follows the run unlisted.',
    ),
});
export type LiveJoin = z.infer<typeof liveJoinSchema>;

export const liveErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** RATE_LIMITED: seconds to wait before trying again. */
  retryAfter: z.number().int().optional(),
});
export type LiveError = z.infer<typeof liveErrorSchema>;

/**
 * `role` says whether the device may send commands: `controller` (editors, control tokens) or
 * `viewer`. A presenter token joins as a `viewer` that receives the whole state, as controllers
 * do, and is listed as a `presenter` device; its notes come from `GET …/run/notes`.
 */
export type LiveJoinAck =
  | {
      ok: true;
      role: 'controller' | 'viewer';
      state: RunStateBody;
      serverTime: number;
      /** Controllers only: the devices connected now. */
      devices?: Device[];
      /**
       * The id this device is listed under, when it sent one: the server scopes the id it sent
       * to its credential, so another device cannot take its place in the list.
       */
      deviceId?: string;
    }
  | { ok: false; error: LiveError };

/** `command` carries the meeting and one of the command shapes above. */
export type LiveCommand = { meetingId: string } & RunCommandInput;
export type LiveCommandAck = { ok: true; state: RunStateBody } | { ok: false; error: LiveError };

export const livePingSchema = z.strictObject({
  clientTime: z.number().finite(),
  /** The device's latest estimate of its offset, for the controllers' device list. */
  offsetMs: z.number().finite().optional(),
});
export type LivePing = z.infer<typeof livePingSchema>;
export type LivePingAck = { clientTime: number; serverTime: number };

/** Broadcast after every change of a run. */
export type LiveStateEvent = { state: RunStateBody; serverTime: number };
/** Sent to controllers only: what changed in the device list since the last event. */
export type LiveDevicesEvent = { upserted: Device[]; removed: string[] };
/** Sent before "end for everyone" disconnects every device: do not reconnect. */
export type LiveEndedEvent = { meetingId: string };
/**
 * The device's rights changed (DESIGN §9 "Live rights"): signed out, demoted, removed from the
 * team, the team closed, the control token revoked, the meeting made Private or its access code
 * changed. `role: "viewer"`: the device stays and watches the public projection (no commands);
 * `role: null`: the server disconnects it right after; do not reconnect.
 */
export type LiveRevokedEvent = LiveError & { role: 'viewer' | null };

export interface LiveServerToClient {
  state: (event: LiveStateEvent) => void;
  devices: (event: LiveDevicesEvent) => void;
  ended: (event: LiveEndedEvent) => void;
  revoked: (event: LiveRevokedEvent) => void;
}
export interface LiveClientToServer {
  join: (message: LiveJoin, ack: (answer: LiveJoinAck) => void) => void;
  command: (message: LiveCommand, ack: (answer: LiveCommandAck) => void) => void;
  ping: (message: LivePing, ack: (answer: LivePingAck) => void) => void;
}
