import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of the environment (DESIGN.md). Every variable of decisions.md, validated once by one
 * zod pipeline whose output is the configuration (AppConfig); a bad value stops start-up with one line
 * that names the variable.
 */

const booleanString = z.stringbool({
  truthy: ['true', '1', 'yes'],
  falsy: ['false', '0', 'no'],
  case: 'sensitive',
  error: 'must be true or false',
});

/** proxy-addr's names for address ranges, usable in TRUST_PROXY like an address. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Fastify's trustProxy: true, a hop count, or the proxies' addresses and CIDR ranges. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isProxyAddress)) return addresses;
    context.addIssue({
      code: 'custom',
      message: 'must be true, a hop count or comma-separated proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** MAIL_FROM: `club@example.org` or `Law Society <club@example.org>` (the name may be quoted). */
const mailbox = z
  .string()
  .trim()
  .transform((value, context) => {
    const named = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>$/.exec(value);
    const address = named ? named[3]! : value;
    if (z.email().safeParse(address).success)
      return { name: named ? (named[1] ?? named[2] ?? '').trim() : '', address };
    context.addIssue({ code: 'custom', message: 'must be an e-mail address or Name <address>' });
    return z.NEVER;
  });

/** A base URL (S3 endpoint, a bucket's public URL): http(s), no query or fragment, no trailing slash. */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .refine((value) => !/[?#]/.test(value), 'must not have a query or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

/** Each variable on its own; the cross-variable rules and the config's shape follow in configSchema. */
const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+\s*[smhdw]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .max(1024)
    .default(10),
  REGISTRATION_OPEN: booleanString.default(false),
  // The newsletter queue: e-mails per batch, and the pace of all batches (per instance).
  NEWSLETTER_BATCH_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000)
    .default(50),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .max(100_000)
    .default(300),
  // A host is required: without one nodemailer would quietly try localhost.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /./, error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: mailbox.optional(),
  CONTACT_TO: z.email('must be an e-mail address').optional(),
  CORS_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins = value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean);
      // A browser sends the bare origin; anything else (a path, a typo) would silently never match.
      if (origins.every((origin) => /^https?:\/\/[^/?#\s]+$/.test(origin) && URL.canParse(origin)))
        return origins;
      context.addIssue({
        code: 'custom',
        message: 'must be comma-separated origins such as https://front.example',
      });
      return z.NEVER;
    })
    .optional(),
  TRUST_PROXY: trustProxy.optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: baseUrl.optional(),
  // Its default (us-east-1) is applied in configSchema: S3_REGION without S3_BUCKET is refused.
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1 or auto')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_PUBLIC_URL: baseUrl.optional(),
  PAGES: z
    .enum(['production', 'development', 'off'], { error: 'must be production, development or off' })
    .default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/** The environment record in, the application's configuration out. */
export const configSchema = z
  // Not z.record: process.env is no plain object.
  .object({})
  .catchall(z.string().optional())
  // Empty strings mean "unset", as in most deployment dashboards.
  .transform(
    (source): Record<string, unknown> =>
      Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  )
  .pipe(variables)
  .superRefine((env, context) => {
    const required = (name: string, when: string) =>
      context.addIssue({ code: 'custom', path: [name], message: `is required when ${when}` });
    // S3_* without a bucket is a typo or a half-done setup: refused, never quietly left on disk.
    const orphan = S3_SETTINGS.find((name) => env[name] !== undefined);
    if (!env.S3_BUCKET && orphan) required('S3_BUCKET', `${orphan} is set`);
    // Credentials both or neither (neither: the SDK's usual chain).
    if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      if (env.S3_ACCESS_KEY_ID) required('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID is set');
      else required('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY is set');
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) required('JWT_SECRET', 'NODE_ENV=production');
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      env: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      jwtSecret: env.JWT_SECRET,
      jwtExpiresIn: env.JWT_EXPIRES_IN.replace(/\s+/g, ''),
      publicUrl,
      uploadMaxMb: env.UPLOAD_MAX_MB,
      uploadMaxBytes: Math.floor(env.UPLOAD_MAX_MB * 1024 * 1024),
      registrationOpen: env.REGISTRATION_OPEN,
      smtpUrl: env.SMTP_URL,
      /** The sender of every e-mail; an empty name lets the mail module use the society's. */
      mailFrom: env.MAIL_FROM ?? { name: '', address: `no-reply@${new URL(publicUrl).hostname}` },
      contactTo: env.CONTACT_TO,
      /** The newsletter queue: e-mails claimed per batch, and e-mails per minute at most. */
      newsletter: { batchSize: env.NEWSLETTER_BATCH_SIZE, ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE },
      corsOrigins: env.CORS_ORIGINS ?? [],
      /** Unset: the socket's address is the client's, whatever X-Forwarded-For says. */
      trustProxy: env.TRUST_PROXY ?? false,
      logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      /** How the web pages are served: the built app, Vite in development, or not at all (API only). */
      pages: env.PAGES === 'off' ? (false as const) : env.PAGES,
      storage: storage(env, dataDir),
    };
  });

/**
 * Where uploads live: DATA_DIR/uploads, or a bucket when S3_BUCKET is set. (Each shape is a constant
 * of its own: a conditional between two object literals would give each the other's keys, undefined.)
 */
function storage(env: z.output<typeof variables>, dataDir: string) {
  const disk = { kind: 'disk' as const, dir: path.join(dataDir, 'uploads') };
  if (!env.S3_BUCKET) return disk;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const bucket = {
    kind: 's3' as const,
    bucket: env.S3_BUCKET,
    /** Unset: AWS itself, found from the region. */
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    /** Unset: the SDK's usual chain (environment, profile, instance role). */
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    /** A public base URL of the bucket (a CDN); unset means the app serves every object. */
    publicUrl: env.S3_PUBLIC_URL,
  };
  return bucket;
}

export type AppConfig = z.output<typeof configSchema>;
export type StorageConfig = AppConfig['storage'];
/** An S3-compatible bucket (decisions.md, Additions → Configuration: S3_*). */
export type S3Config = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}.`);
}
