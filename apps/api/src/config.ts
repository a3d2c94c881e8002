import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { emailField, newPasswordField, renderText, textOfIssue } from '@studychina/contracts';

/** The repository root, so relative defaults (.data, the web build) work from any working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const path = z
  .string()
  .min(1)
  .transform((p) => resolve(REPO_ROOT, p));
const int = (min = 0) => z.coerce.number().int().min(min);
/** A telephone number as people write it (+234 801 234 5678): 7 to 15 digits, the E.164 range. */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]+$/, 'must be a phone number: digits, spaces and + ( ) . - only')
  .refine((value) => /^\d{7,15}$/.test(value.replace(/\D/g, '')), {
    error: 'must have 7 to 15 digits, with the country code (e.g. +234 801 234 5678)',
  });

/**
 * Every environment variable the API reads, parsed once. `.env.example` documents each one with its
 * default; a test keeps the two lists equal.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Loopback unless told otherwise: a fresh `pnpm start` is not reachable from the network (the docker
  // image and docker-compose.yml set 0.0.0.0).
  HOST: z.string().default('127.0.0.1'),
  PORT: int().max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),

  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: path.prefault('.data'),
  EMBEDDED_PG_PORT: int().max(65535).default(0),
  // Deadlines of every query (docs/product.md#security): acquire + statement (+ 0.5 s) stay under 5 s.
  DB_CONNECTION_TIMEOUT_MS: int(100).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: int(100).default(2_000),
  DB_POOL_MAX: int(1).default(10),
  MIGRATE_ON_START: bool.default(true),
  SEED_ON_START: bool.default(true),
  // How long an instance serves heroes and majors from memory before reading them again: the longest a
  // change made elsewhere (another instance, db:seed, SQL) takes to show (docs/product.md#api-majors).
  CATALOG_CACHE_TTL_MS: int(0).default(5_000),
  // How long a catalogue page rendered on request is served again before it is rendered anew (0: every
  // request): the longest a change in the database takes to show in it (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
  CATALOGUE_PAGES_CACHE_TTL_MS: int(0).default(5_000),
  // Addresses per sitemap file; past it /sitemap.xml is an index of several (the protocol's limit is 50,000).
  SITEMAP_URL_LIMIT: int(10).default(50_000),
  SHUTDOWN_TIMEOUT_MS: int(100).default(25_000),
  // Shared counters of several instances (docs/decisions/0065-shared-counters-in-redis.md): unset, each
  // instance counts in its own memory (right for one instance).
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().default('studychina:'),
  // GET /metrics (Prometheus) answers only `Authorization: Bearer <METRICS_TOKEN>`; unset: 404
  // (docs/decisions/0142-operations-metrics-backup-and-shared-secrets.md).
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (generate one with: openssl rand -hex 32)')
    .optional(),
  // Durable jobs (docs/decisions/0066-durable-jobs-graphile-worker.md): e-mails and the clean-ups.
  // false: this process only serves requests and queues jobs (run `pnpm worker` somewhere).
  JOBS_WORKER: bool.default(true),
  JOBS_CONCURRENCY: int(1).max(50).default(4),
  JOBS_POLL_INTERVAL_MS: int(100).default(2_000),

  // Slow or idle clients (docs/product.md#security).
  HEADERS_TIMEOUT_MS: int(1000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: int(1000).default(5_000),
  REQUEST_BODY_MIN_BYTES: int(1).default(1024),
  REQUEST_BODY_WINDOW_MS: int(100).default(30_000),
  MAX_CONNECTIONS_PER_ADDRESS: int(0).default(100),

  WEB_DIST_DIR: path.prefault('apps/web/dist'),
  // Unset: the address this server listens on (listenUrl below), so links in mails work on any PORT.
  WEB_URL: z.url().optional(),
  CORS_ORIGINS: csv.default(['http://localhost:3000', 'http://localhost:5173']),

  // The five secrets have no default: production must set them; elsewhere server.ts fills the missing
  // ones from DATA_DIR/secrets.json, generated on the first start (lib/local-secrets.ts).
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/)
    .default('7d'),
  COOKIE_SECRET: z.string().min(32).optional(),
  OTP_SECRET: z.string().min(32).optional(),
  /** bcrypt work factor of password hashes (each +1 doubles the time); at least 10. */
  BCRYPT_ROUNDS: int(10).max(15).default(12),
  /** bcrypt jobs at once (0: one less than the cores, 1 to 4), and how many may wait; beyond, 503. */
  BCRYPT_CONCURRENCY: int(0).max(64).default(0),
  BCRYPT_QUEUE: int(0).max(10_000).default(16),
  /**
   * Per-account ceilings of e-mailed codes, for each purpose (verify, reset): docs/product.md#limits and
   * docs/decisions/0030-code-ceilings.md. Past one, that flow is locked until its window (hour, day) ends.
   */
  CODE_SENDS_PER_HOUR: int(1).max(100).default(5),
  CODE_SENDS_PER_DAY: int(1).max(1000).default(10),
  CODE_WRONG_PER_DAY: int(1).max(100).default(10),
  HANDOFF_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  // The Ed25519 seed that signs issued documents (docs/decisions/0135-verifiable-documents.md). Changing it
  // rotates the key: documents signed before keep checking against the old public key, which stays listed.
  DOCUMENT_SIGNING_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (a 32-byte Ed25519 seed)')
    .optional(),

  SMTP_HOST: z.string().optional(),
  SMTP_PORT: int().max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_IGNORE_TLS: bool.default(false),
  /** A mail server that does not accept the connection, or does not greet, fails the attempt after this. */
  SMTP_CONNECTION_TIMEOUT_MS: int(100).default(3_000),
  SMTP_GREETING_TIMEOUT_MS: int(100).default(3_000),
  /** A mail server that stops answering in the middle of a message. */
  SMTP_SOCKET_TIMEOUT_MS: int(100).default(10_000),
  MAIL_FROM: z.string().default('Study in China Admissions <no-reply@studychina.local>'),
  MAIL_OUTBOX_DIR: path.prefault('.data/outbox'),
  CONTACT_INBOX: z.email().default('info@studychina.local'),
  // How students reach the consultancy, in the footer of every mail they get (docs/product.md#security).
  CONTACT_PHONE: phoneNumber.optional(),
  CONTACT_WHATSAPP: phoneNumber.optional(),

  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: z.url().optional(),
  /** Base URL of an OAuth2 server standing in for Google (tests, staging); unset = Google itself. */
  GOOGLE_OAUTH_BASE_URL: z.url().optional(),

  // Paying invoices by Paystack (docs/decisions/0129-invoices-and-paystack.md). Unset key: invoices still work and
  // paying by Paystack answers 503 PAYSTACK_NOT_CONFIGURED. The same key checks the webhooks' signatures.
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  /** Paystack's API; a stand-in's address in tests or staging. */
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),

  // WhatsApp and SMS alerts (docs/decisions/0138-whatsapp-and-sms-alerts.md): a channel is offered once its
  // provider's settings are all set; with none, students get e-mail only, as before.
  /** The WhatsApp Business Cloud API (Meta's Graph API); a stand-in's address in tests or staging. */
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  /** The app secret: checks the X-Hub-Signature-256 of the webhooks at /api/v1/alerts/whatsapp/webhook. */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** The token you choose when subscribing the webhook in Meta's dashboard (its GET handshake). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** Termii's API, the base without /api; a stand-in's address in tests or staging. */
  TERMII_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.ng.termii.com'),
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_SENDER_ID: z.string().min(1).max(11).optional(),
  /** Termii's secret key: checks the X-Termii-Signature of its delivery reports at /api/v1/alerts/termii/webhook. */
  TERMII_SECRET_KEY: z.string().min(1).optional(),
  /** The first retry of a failed WhatsApp or SMS send, doubled each time; the third failure sends the e-mail. */
  ALERT_RETRY_DELAY_MS: int(0).default(30_000),
  /** How often the deadline reminders are looked for (0: never, the tests run them themselves). */
  ALERT_REMINDER_INTERVAL_MS: int(0).default(60 * 60 * 1000),

  // The first admin (docs/product.md#back-office-staff-accounts): created or promoted at start while no
  // admin exists. The password must pass the registration rules, or the start stops naming the variable.
  ADMIN_EMAIL: emailField().optional(),
  ADMIN_PASSWORD: newPasswordField().optional(),
  /** How long a staff invitation link may be used. */
  INVITATION_TTL_HOURS: int(1)
    .max(24 * 30)
    .default(72),

  UPLOAD_DIR: path.prefault('.data/uploads'),
  // Where committed uploads live (docs/decisions/0060-object-storage-s3.md): one machine's disk, or an
  // S3-compatible bucket that every instance shares. Unset S3_ENDPOINT means AWS itself.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  UPLOAD_MAX_FILE_BYTES: int(1).default(10 * 1024 * 1024),
  UPLOAD_MAX_TOTAL_BYTES: int(1).default(60 * 1024 * 1024),
  UPLOAD_MAX_FILES: int(1).default(40),
  UPLOAD_MAX_FIELDS: int(1).default(80),
  UPLOAD_MAX_FIELD_BYTES: int(1).default(128 * 1024),
  // Resumable uploads and the server draft (docs/product.md#resumable-uploads-and-the-server-draft).
  UPLOAD_RESUMABLE_EXPIRY_MS: int(1000).default(24 * 60 * 60 * 1000),
  DRAFT_FILES_TTL_DAYS: int(1).default(30),
  DRAFT_CLEANUP_INTERVAL_MS: int(0).default(60 * 60 * 1000),
  // The sweep of temporary objects no upload owns any more (docs/decisions/0060-object-storage-s3.md).
  ORPHAN_CLEANUP_INTERVAL_MS: int(0).default(60 * 60 * 1000),
  /**
   * Months after an application closed (admitted, rejected, withdrawn) before its documents are erased by the nightly
   * retention job (docs/decisions/0144-retention-of-closed-applications.md); the rows stay, the bytes go.
   */
  RETENTION_MONTHS: int(1).max(1200).default(24),
});

/** The environment as parsed: the secrets may still be missing (outside production). WEB_URL is always known. */
export type EnvConfig = Omit<z.infer<typeof configSchema>, 'WEB_URL'> & { WEB_URL: string };

/**
 * The address a browser on this machine reaches the server at, the default of WEB_URL: the loopback and
 * wildcard addresses are localhost, any other host is used as it is (an IPv6 literal in brackets).
 */
export function listenUrl(host: string, port: number): string {
  const local = ['', '127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export const SECRET_KEYS = [
  'JWT_SECRET',
  'COOKIE_SECRET',
  'OTP_SECRET',
  'HANDOFF_KEY',
  'DOCUMENT_SIGNING_KEY',
] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];
export type Secrets = Record<SecretKey, string>;

/** What the app runs with: every secret known. */
export type Config = Omit<EnvConfig, SecretKey> & Secrets;

/**
 * Fresh random secrets: 32 bytes each, as hex (HANDOFF_KEY is an AES-256 key, DOCUMENT_SIGNING_KEY an Ed25519
 * seed: exactly 32 bytes).
 */
export function generateSecrets(): Secrets {
  const hex = () => randomBytes(32).toString('hex');
  return {
    JWT_SECRET: hex(),
    COOKIE_SECRET: hex(),
    OTP_SECRET: hex(),
    HANDOFF_KEY: hex(),
    DOCUMENT_SIGNING_KEY: hex(),
  };
}

/**
 * The development secrets this repository once shipped in config.ts and .env.example (the signing
 * secret by its SHA-256, the handoff key was all zeros). They are public, so they are refused wherever
 * they turn up, e.g. in an old .env copied from the example.
 */
const PUBLISHED_SECRET_SHA256 = new Set(['c2b74c99a636ddc79e5cf0e689108e1e46fa243bb3d8107136c9de9914a65674']);
const isPublished = (value: string) =>
  /^0+$/.test(value) || PUBLISHED_SECRET_SHA256.has(createHash('sha256').update(value).digest('hex'));

/** The config with each secret it leaves unset taken from `source`. */
export function completeSecrets(config: EnvConfig, source: Partial<Secrets> = {}): Config {
  const secrets = {} as Secrets;
  for (const key of SECRET_KEYS) {
    const value = config[key] ?? source[key];
    if (value === undefined) throw new Error(`${key} is not set`);
    secrets[key] = value;
  }
  return { ...config, ...secrets };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment; throws ConfigError naming every bad key. Secrets left unset (outside
 * production) stay undefined here: server.ts completes them with resolveLocalSecrets().
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const input = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    // Shared checks give Texts (docs/decisions/0109-checks-raise-texts.md): an operator reads their English.
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${renderText(textOfIssue(i.message), 'en')}`),
    );
  }
  const config = { ...parsed.data, WEB_URL: parsed.data.WEB_URL ?? listenUrl(parsed.data.HOST, parsed.data.PORT) };
  const problems = secretAndProductionProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * A published secret is refused everywhere; production also needs every secret set (no file of
 * generated ones: several instances must share them) and no wildcard CORS origin.
 */
function secretAndProductionProblems(config: EnvConfig): string[] {
  const problems: string[] = [];
  for (const key of SECRET_KEYS) {
    const value = config[key];
    if (value !== undefined && isPublished(value))
      problems.push(`${key}: this value is published in the repository's history; remove it or set a private one`);
    else if (value === undefined && config.NODE_ENV === 'production')
      problems.push(`${key}: must be set in production (generate one with: openssl rand -hex 32)`);
  }
  if (config.ADMIN_EMAIL && !config.ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD: must be set with ADMIN_EMAIL (the first admin signs in with it)');
  problems.push(...storageProblems(config));
  if (config.NODE_ENV === 'production' && config.CORS_ORIGINS.includes('*'))
    problems.push('CORS_ORIGINS: a wildcard origin is refused in production');
  return problems;
}

/** The S3 settings that must come together: a bucket for the s3 driver, both halves of a key pair. */
function storageProblems(config: EnvConfig): string[] {
  const problems: string[] = [];
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET)
    problems.push('S3_BUCKET: must be set with STORAGE_DRIVER=s3');
  if (config.S3_ACCESS_KEY_ID && !config.S3_SECRET_ACCESS_KEY)
    problems.push('S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID');
  if (config.S3_SECRET_ACCESS_KEY && !config.S3_ACCESS_KEY_ID)
    problems.push('S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY');
  return problems;
}

/** A config for tests and scripts: defaults plus overrides, no environment, secrets of its own. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    ALERT_REMINDER_INTERVAL_MS: '0',
    ...overrides,
  });
  return completeSecrets(config, generateSecrets());
}

/** Where the data model, its migrations and the seed content live (the same layout in the image). */
export const prismaPaths = {
  schemaPath: resolve(REPO_ROOT, 'prisma/schema.prisma'),
  migrationsDir: resolve(REPO_ROOT, 'prisma/migrations'),
  seedDir: resolve(REPO_ROOT, 'prisma/seed'),
};
