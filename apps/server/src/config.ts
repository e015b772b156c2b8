import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  featureDefaults,
  featureNames,
  resourceLinkNames,
  type FeatureName,
  type ResourceLinkName,
} from '@ordo/contract';

/** `closedTeamspace` → `LINK_CLOSED_TEAMSPACE`: where a /toNotion alias redirects. */
export function linkEnvName(link: ResourceLinkName): string {
  return `LINK_${link.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

const priceEur = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of euros' })
    .positive('must be above 0')
    .max(100_000, 'must be at most 100000')
    .default(fallback);

/** `addToCalendarButton` → `FEATURE_ADD_TO_CALENDAR_BUTTON`. */
export function featureEnvName(feature: FeatureName): string {
  return `FEATURE_${feature.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** A setting that may be left empty (`KEY=` in a .env file means unset). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be true or false',
    })
    .optional()
    .transform((value) =>
      value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (value: string) => {
  if (proxyNames.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (version === 4 ? 32 : 128);
};

/**
 * `false`, `true` (every proxy is trusted: only safe when the one in front replaces
 * X-Forwarded-For rather than appending to it), or the proxies' addresses, CIDR ranges or
 * `loopback` / `linklocal` / `uniquelocal`, comma-separated: the client is then the last
 * address in X-Forwarded-For that is not one of them, which a client cannot forge.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | string[] => {
    if (value === undefined || ['false', '0', 'no', 'off', ''].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) return true;
    const proxies = value.split(',').map((part) => part.trim());
    if (proxies.every(isProxyAddress)) return proxies;
    context.addIssue({
      code: 'custom',
      message:
        'must be true, false, or the proxies’ addresses or CIDR ranges, comma-separated ' +
        '(loopback, linklocal and uniquelocal name the usual private ranges)',
    });
    return z.NEVER;
  });

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be above 0')
    .default(fallback);

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), hint);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl(
      /^https?:\/\//,
      'must be an http(s) URL such as https://ordo.example.com',
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BRAND_NAME: z.string().trim().min(1).max(40).default('Ordo'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    REDIS_URL: optionalUrl(/^rediss?:\/\//, 'must be a redis:// URL'),
    REDIS_PREFIX: z.string().default('ordo:'),
    // How long a request waits for a service that stopped answering before it gets 503.
    DATABASE_TIMEOUT_MS: positiveInt(5000),
    REDIS_TIMEOUT_MS: positiveInt(1000),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: trustProxySetting,
    BODY_LIMIT_BYTES: positiveInt(1_048_576),
    RATE_LIMIT_MAX: positiveInt(600),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
    HISTORY_VERSION_INTERVAL_SECONDS: positiveInt(120),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Unset, /metrics is open (keep it off the public network); set, it wants this bearer token.
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be an e-mail address' }))
      .optional(),
    REQUIRE_EMAIL_VERIFICATION: booleanFlag(false),
    SESSION_DAYS: positiveInt(30),
    OIDC_ISSUER: optionalUrl(/^https?:\/\//, 'must be an http(s) URL of the OpenID Connect issuer'),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().trim().min(1).max(40).default('SSO'),
    SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().trim().min(3).optional(),
    PHOTO_MAX_BYTES: positiveInt(5_242_880),
    RATE_LIMIT_AUTH_WINDOW_SECONDS: positiveInt(900),
    // Wrong passwords: per address from one client, and per address from all clients (README).
    RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_CLIENT: positiveInt(10),
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: positiveInt(100),
    RATE_LIMIT_SIGN_IN_PER_CLIENT: positiveInt(50),
    RATE_LIMIT_SIGN_UP_PER_ADDRESS: positiveInt(5),
    RATE_LIMIT_SIGN_UP_PER_CLIENT: positiveInt(20),
    RATE_LIMIT_MAGIC_LINK_PER_ADDRESS: positiveInt(5),
    RATE_LIMIT_MAGIC_LINK_PER_CLIENT: positiveInt(20),
    RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: positiveInt(5),
    RATE_LIMIT_PASSWORD_RESET_PER_CLIENT: positiveInt(20),
    SHARING_CODE_ATTEMPTS_MAX: positiveInt(10),
    SHARING_CODE_WINDOW_SECONDS: positiveInt(60),
    LIVE_CONNECTIONS_PER_MINUTE: positiveInt(3000),
    LIVE_COMMANDS_PER_MINUTE: positiveInt(600),
    LIVE_COMMAND_BURST: positiveInt(8),
    LIVE_COMMAND_QUEUE: positiveInt(16),
    COLLAB_MESSAGES_PER_MINUTE: positiveInt(3000),
    COLLAB_MAX_MESSAGE_BYTES: positiveInt(60_000),
    COLLAB_PERSIST_DEBOUNCE_MS: positiveInt(1000),
    COLLAB_PERSIST_MAX_WAIT_MS: positiveInt(5000),
    COMMENT_MENTION_MAILS_PER_HOUR: positiveInt(30),
    AI_BASE_URL: optionalUrl(/^https?:\/\//, 'must be the http(s) URL of an OpenAI-compatible API'),
    AI_API_KEY: z.string().trim().min(1).optional(),
    AI_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
    AI_TIMEOUT_MS: positiveInt(60_000),
    AI_FREE_POWER: positiveInt(240),
    AI_PRO_FAIR_USE_POWER: z.coerce.number({ error: 'must be a number' }).int().min(0).default(0),
    PRICE_MONTHLY_EUR: priceEur(12),
    PRICE_YEARLY_EUR: priceEur(96),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PRICE_MONTHLY: optionalText,
    STRIPE_PRICE_YEARLY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where the Stripe client sends its requests; tests point it at a local server. */
    STRIPE_API_BASE: optionalUrl(
      /^https?:\/\//,
      'must be an http(s) URL such as https://api.stripe.com',
    ),
    BILLING_TEST_MODE: booleanFlag(false),
    BILLING_GRACE_DAYS: positiveInt(7),
    ANALYTICS_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL receiving page views'),
    ...Object.fromEntries(
      resourceLinkNames.map((name) => [
        linkEnvName(name),
        optionalUrl(/^https?:\/\//, 'must be an http(s) URL'),
      ]),
    ),
    ...Object.fromEntries(
      featureNames.map((name) => [featureEnvName(name), booleanFlag(featureDefaults[name])]),
    ),
  })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET), {
    path: ['OIDC_ISSUER'],
    message: 'needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET as well',
  })
  .refine(
    (env) => !env.STRIPE_SECRET_KEY || (env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_YEARLY),
    {
      path: ['STRIPE_SECRET_KEY'],
      message: 'needs STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY as well',
    },
  )
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    brandName: env.BRAND_NAME,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS,
    redisTimeoutMs: env.REDIS_TIMEOUT_MS,
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    ),
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    historyVersionIntervalSeconds: env.HISTORY_VERSION_INTERVAL_SECONDS,
    metricsToken: env.METRICS_TOKEN,
    auth: {
      secret: env.AUTH_SECRET,
      adminEmail: env.ADMIN_EMAIL,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      sessionDays: env.SESSION_DAYS,
      photoMaxBytes: env.PHOTO_MAX_BYTES,
    },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER.replace(/\/+$/, ''),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@localhost>`,
    },
    authRateLimits: {
      windowSeconds: env.RATE_LIMIT_AUTH_WINDOW_SECONDS,
      signIn: {
        perAddressAndClient: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_CLIENT,
        perAddress: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
        perClient: env.RATE_LIMIT_SIGN_IN_PER_CLIENT,
      },
      signUp: {
        perAddress: env.RATE_LIMIT_SIGN_UP_PER_ADDRESS,
        perClient: env.RATE_LIMIT_SIGN_UP_PER_CLIENT,
      },
      magicLink: {
        perAddress: env.RATE_LIMIT_MAGIC_LINK_PER_ADDRESS,
        perClient: env.RATE_LIMIT_MAGIC_LINK_PER_CLIENT,
      },
      passwordReset: {
        perAddress: env.RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS,
        perClient: env.RATE_LIMIT_PASSWORD_RESET_PER_CLIENT,
      },
    },
    sharing: {
      codeAttemptsMax: env.SHARING_CODE_ATTEMPTS_MAX,
      codeWindowSeconds: env.SHARING_CODE_WINDOW_SECONDS,
    },
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      freePower: env.AI_FREE_POWER,
      /** Monthly ceiling for PRO (fair use); 0 means none. */
      proFairUsePower: env.AI_PRO_FAIR_USE_POWER,
    },
    live: {
      connectionsPerMinute: env.LIVE_CONNECTIONS_PER_MINUTE,
      commandsPerMinute: env.LIVE_COMMANDS_PER_MINUTE,
      /** Commands one socket may have unanswered at once. */
      commandBurst: env.LIVE_COMMAND_BURST,
      /** Commands of one meeting waiting behind the one being applied, per process. */
      commandQueue: env.LIVE_COMMAND_QUEUE,
    },
    collab: {
      /** Sync and awareness messages one co-editing socket may send per minute. */
      messagesPerMinute: env.COLLAB_MESSAGES_PER_MINUTE,
      /** A larger message is dropped; socket.io closes sockets over 64 KB before that anyway. */
      maxMessageBytes: env.COLLAB_MAX_MESSAGE_BYTES,
      /** The text is stored this long after the last edit, and at least this often while typing. */
      persistDebounceMs: env.COLLAB_PERSIST_DEBOUNCE_MS,
      persistMaxWaitMs: env.COLLAB_PERSIST_MAX_WAIT_MS,
    },
    /** Mention e-mails one person receives per hour; more mentions are kept, not mailed. */
    mentionMailsPerHour: env.COMMENT_MENTION_MAILS_PER_HOUR,
    features: Object.fromEntries(
      featureNames.map((name) => [name, env[featureEnvName(name) as keyof typeof env] as boolean]),
    ) as Record<FeatureName, boolean>,
    pricing: {
      currency: 'EUR' as const,
      monthly: env.PRICE_MONTHLY_EUR,
      yearly: env.PRICE_YEARLY_EUR,
    },
    billing: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_YEARLY
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              prices: { month: env.STRIPE_PRICE_MONTHLY, year: env.STRIPE_PRICE_YEARLY },
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBase: env.STRIPE_API_BASE,
            }
          : undefined,
      testMode: env.BILLING_TEST_MODE,
      graceDays: env.BILLING_GRACE_DAYS,
    },
    analyticsUrl: env.ANALYTICS_URL,
    links: Object.fromEntries(
      resourceLinkNames.map((name) => [
        name,
        env[linkEnvName(name) as keyof typeof env] as string | undefined,
      ]),
    ) as Record<ResourceLinkName, string | undefined>,
  }));

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads every setting from `env` once. Throws a ConfigError listing every problem at once,
 * so an operator fixes them in one go instead of one restart per typo.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ),
  );
}
