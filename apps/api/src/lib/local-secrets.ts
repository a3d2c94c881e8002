import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  SECRET_KEYS,
  completeSecrets,
  configSchema,
  generateSecrets,
  type Config,
  type EnvConfig,
  type SecretKey,
  type Secrets,
} from '../config.js';

export const LOCAL_SECRETS_FILE = 'secrets.json';

/**
 * The file holds the secrets, checked with the same rules as the environment; one written before a secret was
 * added lacks it (the start adds it).
 */
const fileSchema = z
  .object(
    Object.fromEntries(SECRET_KEYS.map((key) => [key, configSchema.shape[key].unwrap()])) as Record<
      SecretKey,
      z.ZodString
    >,
  )
  .partial();

export interface LocalSecrets {
  config: Config;
  /** Set when at least one secret came from the file. */
  file?: {
    path: string;
    /** The keys taken from it (those the environment does not set). */
    keys: SecretKey[];
    /** True on the start that generated it. */
    created: boolean;
  };
}

function readSecrets(path: string): Partial<Secrets> | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${path} is damaged (${parsed.error.issues[0]?.message}): delete it to start over`);
  // Only the owner may read it, even if someone loosened it since.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return parsed.data;
}

/** Creates the file unless another process just did (then its secrets win). */
function createSecrets(dataDir: string, path: string): { secrets: Secrets; created: boolean } {
  mkdirSync(dataDir, { recursive: true });
  const secrets = generateSecrets();
  try {
    writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return { secrets, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secrets: completeFile(path, readSecrets(path)!), created: false };
  }
}

/** A file from before a secret was added gets that secret, generated, and is written again. */
function completeFile(path: string, found: Partial<Secrets>): Secrets {
  if (SECRET_KEYS.every((key) => found[key] !== undefined)) return found as Secrets;
  const secrets = { ...generateSecrets(), ...found };
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * Why this start may be one of several instances on one database (docs/product.md#security): then secrets
 * generated here would differ from the others', so they are refused. Undefined for a lone local start.
 */
export function sharedBecause(env: EnvConfig): string | undefined {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (env.REDIS_URL) return 'REDIS_URL is set';
  if (env.STORAGE_DRIVER === 's3') return 'STORAGE_DRIVER=s3';
  return undefined;
}

/**
 * Outside production, a secret the environment leaves unset comes from DATA_DIR/secrets.json, made with
 * random values on the first start and kept (mode 0600), so sessions and codes survive a restart and no
 * published value ever signs anything (docs/product.md#security). A start that may be one of several
 * instances (production, REDIS_URL, STORAGE_DRIVER=s3) never gets a file: it refuses, naming the keys to set.
 */
export function resolveLocalSecrets(env: EnvConfig): LocalSecrets {
  const missing = SECRET_KEYS.filter((key) => env[key] === undefined);
  if (missing.length === 0) return { config: completeSecrets(env) };
  const shared = sharedBecause(env);
  if (shared)
    throw new ConfigError(
      missing.map(
        (key) =>
          `${key}: must be set when ${shared}: several instances can share the database, and each would ` +
          'generate its own (sessions signed by one refused by the next); generate one with: openssl rand -hex 32',
      ),
    );
  const path = join(env.DATA_DIR, LOCAL_SECRETS_FILE);
  const existing = readSecrets(path);
  const { secrets, created } = existing
    ? { secrets: completeFile(path, existing), created: false }
    : createSecrets(env.DATA_DIR, path);
  return { config: completeSecrets(env, secrets), file: { path, keys: missing, created } };
}
