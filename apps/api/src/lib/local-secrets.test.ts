import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, SECRET_KEYS, generateSecrets, loadConfig } from '../config.js';
import { LOCAL_SECRETS_FILE, resolveLocalSecrets } from './local-secrets.js';

// No silent secrets trap (docs/product.md#security): a start that may be one of several instances on one database
// refuses secrets it would generate itself, and names the keys to set.
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
const dataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
const refusal = (env: Record<string, string>) => {
  try {
    resolveLocalSecrets(loadConfig(env));
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('locally generated secrets', () => {
  it('are refused with REDIS_URL, STORAGE_DRIVER=s3 or NODE_ENV=production, naming every key to set', async () => {
    const dir = await dataDir();
    const { JWT_SECRET, OTP_SECRET } = generateSecrets();
    for (const [why, env] of [
      ['REDIS_URL is set', { REDIS_URL: 'redis://127.0.0.1:6379' }],
      ['STORAGE_DRIVER=s3', { STORAGE_DRIVER: 's3', S3_BUCKET: 'files' }],
    ] as const) {
      const error = refusal({ NODE_ENV: 'development', DATA_DIR: dir, JWT_SECRET, OTP_SECRET, ...env });
      expect(error, why).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0])).toEqual(['COOKIE_SECRET', 'HANDOFF_KEY', 'DOCUMENT_SIGNING_KEY']);
      expect(problems[0]).toContain(`must be set when ${why}`);
      expect((error as Error).message).toContain('openssl rand -hex 32');
    }
    // Production is refused by the configuration itself, key by key.
    const production = refusal({ NODE_ENV: 'production', DATA_DIR: dir, CORS_ORIGINS: 'https://example.com' });
    expect(
      (production as ConfigError).problems.filter((p) => /^[A-Z_]+: must be set in production/.test(p)),
    ).toHaveLength(SECRET_KEYS.length);
    expect(existsSync(join(dir, LOCAL_SECRETS_FILE))).toBe(false);
  });

  it('are still generated and kept for a lone local start, and unused when the environment sets every one', async () => {
    const dir = await dataDir();
    const local = resolveLocalSecrets(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }));
    expect(local.file).toMatchObject({ keys: [...SECRET_KEYS], created: true });
    expect(existsSync(join(dir, LOCAL_SECRETS_FILE))).toBe(true);
    const shared = resolveLocalSecrets(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379', ...generateSecrets() }),
    );
    expect(shared.file).toBeUndefined();
  });
});
