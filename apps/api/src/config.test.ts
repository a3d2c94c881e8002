import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, configSchema, loadConfig, testConfig } from './config.js';

const exampleKeys = readFileSync(resolve(REPO_ROOT, '.env.example'), 'utf8')
  .split('\n')
  .filter((line) => /^[A-Z0-9_]+=/.test(line))
  .map((line) => line.split('=')[0]);

describe('configuration', () => {
  it('.env.example lists exactly the variables config.ts reads', () => {
    expect([...exampleKeys].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('.env.example values parse as a valid configuration', () => {
    const env = Object.fromEntries(
      readFileSync(resolve(REPO_ROOT, '.env.example'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('resolves default paths against the repository root, whatever the working directory', () => {
    const config = loadConfig({});
    expect(config.DATA_DIR).toBe(resolve(REPO_ROOT, '.data'));
    expect(config.WEB_DIST_DIR).toBe(resolve(REPO_ROOT, 'apps/web/dist'));
    expect(config.MAIL_OUTBOX_DIR).toBe(resolve(REPO_ROOT, '.data/outbox'));
    expect(config.UPLOAD_DIR).toBe(resolve(REPO_ROOT, '.data/uploads'));
  });

  it('reports every bad key at once', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', HANDOFF_KEY: 'short' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'HANDOFF_KEY', 'PORT']);
  });

  it('refuses the development secrets and a wildcard origin in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CORS_ORIGINS: '*' })).toThrow(
      /JWT_SECRET: must be set in production[\s\S]*HANDOFF_KEY[\s\S]*CORS_ORIGINS/,
    );
  });

  it('production refuses to start without each of the five secrets, naming every missing one', () => {
    const problems = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) });
      } catch (e) {
        return (e as ConfigError).problems;
      }
    })();
    expect(problems?.map((p) => p.split(':')[0])).toEqual([
      'COOKIE_SECRET',
      'OTP_SECRET',
      'HANDOFF_KEY',
      'DOCUMENT_SIGNING_KEY',
    ]);
  });

  it('has no secret of its own outside production (server.ts generates them under DATA_DIR)', () => {
    const config = loadConfig({});
    expect([
      config.JWT_SECRET,
      config.COOKIE_SECRET,
      config.OTP_SECRET,
      config.HANDOFF_KEY,
      config.DOCUMENT_SIGNING_KEY,
    ]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(config.HOST).toBe('127.0.0.1');
  });

  it('refuses the development values this repository once published, in any mode', () => {
    expect(() =>
      loadConfig({
        JWT_SECRET: 'dev-only-insecure-secret-change-me-0123456789abcdef',
        HANDOFF_KEY: '0'.repeat(64),
      }),
    ).toThrow(/JWT_SECRET: this value is published[\s\S]*HANDOFF_KEY: this value is published/);
  });

  it('gives every test config secrets of its own', () => {
    const [a, b] = [testConfig(), testConfig()];
    expect(a.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(a.HANDOFF_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(a.DOCUMENT_SIGNING_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(a.JWT_SECRET).not.toBe(b.JWT_SECRET);
  });
});

describe('WEB_URL and the contact numbers', () => {
  it('WEB_URL defaults to the address the server listens on, not to port 3000', () => {
    expect(loadConfig({}).WEB_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).WEB_URL).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4100' }).WEB_URL).toBe('http://localhost:4100');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '4100' }).WEB_URL).toBe('http://192.168.1.20:4100');
    expect(loadConfig({ HOST: 'fd00::5', PORT: '4100' }).WEB_URL).toBe('http://[fd00::5]:4100');
    // Set, it wins whatever the port (a proxy in front: the public address).
    expect(loadConfig({ PORT: '8080', WEB_URL: 'https://admissions.example.com' }).WEB_URL).toBe(
      'https://admissions.example.com',
    );
    // The invitation's link follows it (testConfig is what the API tests run with).
    expect(testConfig({ PORT: '4321' }).WEB_URL).toBe('http://localhost:4321');
  });

  it('takes phone and WhatsApp numbers as people write them, and names a bad one', () => {
    const config = loadConfig({ CONTACT_PHONE: '+234 (0)801 234-5678', CONTACT_WHATSAPP: '+225 07 08 09 10 11' });
    expect([config.CONTACT_PHONE, config.CONTACT_WHATSAPP]).toEqual(['+234 (0)801 234-5678', '+225 07 08 09 10 11']);
    expect(loadConfig({}).CONTACT_PHONE).toBeUndefined();
    expect(() => loadConfig({ CONTACT_WHATSAPP: 'call us' })).toThrow(/CONTACT_WHATSAPP: must be a phone number/);
    expect(() => loadConfig({ CONTACT_PHONE: '+234 80' })).toThrow(/CONTACT_PHONE: must have 7 to 15 digits/);
  });
});

describe('storage settings', () => {
  it('stops the start naming the key of a bad S3 combination', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: must be set with STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b1x', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b1x', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' }).S3_REGION).toBe('us-east-1');
  });
});
