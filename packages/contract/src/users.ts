import { z } from 'zod';
import { onboardingEvents, plans } from '@ordo/agenda';
import { languageSchema } from './config.ts';

/** Passwords: at least 10 characters (DESIGN §9), at most 128 so hashing stays cheap. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked rather than chosen: older rules may have allowed shorter ones. */
export const givenPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const fullNameSchema = z.string().trim().min(1).max(100);
export const planSchema = z.enum(plans);
export const onboardingEventSchema = z.enum(onboardingEvents);

/** A path inside the web app to return to after signing in; never another site. */
export const returnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path of this site such as /user/settings');

export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    fullName: fullNameSchema,
    language: languageSchema.optional(),
  })
  .strict();

export const loginBodySchema = z
  .object({ email: emailSchema, password: givenPasswordSchema })
  .strict();

/** Profile fields of SPEC §3. Empty strings are stored as null. */
export const profileSchema = z.object({
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  /** The interface language the user chose; null until they choose one. */
  language: languageSchema.nullable(),
  bio: z.string().nullable(),
  company: z.string().nullable(),
  job: z.string().nullable(),
  website: z.string().nullable(),
  /** X (Twitter) handle without the @. */
  xHandle: z.string().nullable(),
  /** Consent to product news by e-mail, about every two months. */
  emailUpdates: z.boolean(),
});

export const signInMethodSchema = z.enum(['password', 'oidc']);

/** The signed-in user as they see themselves (`GET/PUT /v1/users/me`). */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  plan: planSchema,
  /** SPEC §3's stored onboarding string: `"8,9"`, `"DONE"`, `"SKIPPED"` or `""`. */
  onboarding: z.string(),
  signInMethods: z.array(signInMethodSchema),
  createdAt: z.iso.datetime(),
  profile: profileSchema,
});

export const authResultSchema = z.object({
  /** Bearer token for `Authorization: Bearer …`; null while the e-mail awaits verification. */
  token: z.string().nullable(),
  user: meSchema,
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Fields of `GET /v1/users/me` that `PUT` cannot change: sent back, they are ignored. */
const readOnlyMeFields = [
  'id',
  'email',
  'emailVerified',
  'isAdmin',
  'plan',
  'onboarding',
  'signInMethods',
  'createdAt',
] as const;

/**
 * A client that sends back what `GET /v1/users/me` gave it must succeed: with profile fields
 * nested under `profile` (GET's shape), the read-only fields around them are dropped, since
 * e-mail, plan and onboarding change through their own endpoints and events. A flat body
 * still refuses unknown keys, so `{ plan: "pro" }` alone stays a clear 400. Flat fields win
 * over nested ones; `photoUrl` is ignored (the photo has its own endpoint).
 */
function flattenMeBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { profile, ...rest } = body as Record<string, unknown>;
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) return body;
  for (const field of readOnlyMeFields) delete rest[field];
  const { photoUrl: _photo, ...nested } = profile as Record<string, unknown>;
  return { ...nested, ...rest };
}

const updateMeFieldsSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    language: languageSchema.nullable().optional(),
    bio: optionalText(1000),
    company: optionalText(100),
    job: optionalText(100),
    website: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) address' })])
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    xHandle: z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9_]{1,15}$/, 'must be an X handle such as @ordo')
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((value) => (value ? value.replace(/^@/, '') : value === '' ? null : value)),
    emailUpdates: z.boolean().optional(),
    onboardingEvent: onboardingEventSchema.optional(),
  })
  .strict();

/** `PUT /v1/users/me`: profile fields to change, and/or one onboarding event. */
export const updateMeBodySchema = z.preprocess(flattenMeBody, updateMeFieldsSchema);

export const deleteMeBodySchema = z
  .object({ confirm: z.literal(true, { error: 'tick the confirmation to delete the account' }) })
  .strict();

export const changePasswordBodySchema = z
  .object({
    /** Required when the account already has a password. */
    currentPassword: givenPasswordSchema.optional(),
    newPassword: newPasswordSchema,
  })
  .strict();

export const changeEmailBodySchema = z
  .object({ email: emailSchema, password: givenPasswordSchema })
  .strict();

export const magicLinkBodySchema = z
  .object({
    email: emailSchema,
    language: languageSchema.optional(),
    returnTo: returnPathSchema.optional(),
  })
  .strict();

export const forgotPasswordBodySchema = z
  .object({ email: emailSchema, language: languageSchema.optional() })
  .strict();

export const resetPasswordBodySchema = z
  .object({ token: z.string().min(1).max(200), password: newPasswordSchema })
  .strict();

/** Answer of the calls that send an e-mail: the same whether or not the address has an account. */
export const mailSentSchema = z.object({ sent: z.literal(true) });

export const entitlementsSchema = z.object({
  historyVersions: z.number().int(),
  aiPowerMinutes: z.number().int().nullable(),
  teamspaces: z.boolean(),
  removeBranding: z.boolean(),
  customColors: z.boolean(),
});

export const aiQuotaSchema = z.object({
  limitMinutes: z.number().int().nullable(),
  usedMinutes: z.number().int(),
  remainingMinutes: z.number().int().nullable(),
  percentUsed: z.number().int().min(0).max(100),
  refillsAt: z.iso.datetime(),
  refillInDays: z.number().int(),
});

export const onboardingStateSchema = z.object({
  value: z.string(),
  steps: z.array(z.enum(['8', '9', '10'])),
  ended: z.enum(['DONE', 'SKIPPED']).nullable(),
  complete: z.boolean(),
});

/** `POST /v1/users/data`: everything the signed-in screens need in one call. */
export const userDataSchema = z.object({
  user: meSchema,
  profile: profileSchema,
  plan: z.object({ name: planSchema, entitlements: entitlementsSchema }),
  onboarding: onboardingStateSchema,
  aiQuota: aiQuotaSchema,
});

/** `GET /v2/public/users/{id}`: what anyone may see of a user (publicProfile flag). */
export const publicProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  company: z.string().nullable(),
  job: z.string().nullable(),
  website: z.string().nullable(),
  xHandle: z.string().nullable(),
});

export const adminUpdateUserBodySchema = z.object({ plan: planSchema }).strict();

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  plan: planSchema,
});

/** `GET /v1/users/oidc`: the configured OpenID Connect provider and whether it answers now. */
export const oidcStatusSchema = z.object({
  enabled: z.boolean(),
  name: z.string().nullable(),
  available: z.boolean(),
});

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type Me = z.infer<typeof meSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type AuthResult = z.infer<typeof authResultSchema>;
export type UpdateMeBody = z.input<typeof updateMeFieldsSchema>;
export type UserData = z.infer<typeof userDataSchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type AiQuota = z.infer<typeof aiQuotaSchema>;
export type OidcStatus = z.infer<typeof oidcStatusSchema>;
export type SignInMethod = z.infer<typeof signInMethodSchema>;
