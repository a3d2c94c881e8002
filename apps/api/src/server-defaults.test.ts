import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, createTestDatabase, type TestDatabase } from '@studychina/db';
import { loadConfig, prismaPaths } from './config.js';
import { spawnServer, type SpawnedServer } from './test/spawn-server.js';

// `pnpm start` as the README's first command runs it: no NODE_ENV, no HOST, no secret set. (The
// database is a test database on DATABASE_URL's server instead of the embedded one, to keep it fast.)
const OLD_DEVELOPMENT_SECRET = 'dev-only-insecure-secret-change-me-0123456789abcdef';
const EMAIL = 'default.start@example.com';
const PASSWORD = 'correct horse battery';

let database: TestDatabase;
let dataDir: string;
let server: SpawnedServer | undefined;
let userId: string;

const start = () =>
  spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, MIGRATE_ON_START: 'false', SEED_ON_START: 'false' });
const url = (path: string) => `http://127.0.0.1:${server!.port}/api/v1/user${path}`;
const me = (token: string) => fetch(url('/me'), { headers: { authorization: `Bearer ${token}` } });

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function forge(claims: object, secret: string): string {
  const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  dataDir = await mkdtemp(join(tmpdir(), 'default-start-'));
  const prisma = createPrismaClient({ url: database.url });
  try {
    const user = await prisma.user.create({
      data: {
        firstname: 'Ada',
        lastname: 'Obi',
        email: EMAIL,
        passwordHash: await bcrypt.hash(PASSWORD, 10),
        emailVerifiedAt: new Date(),
      },
    });
    userId = user.id;
  } finally {
    await prisma.$disconnect();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// Each test starts the built server (tsx, migrations check, listen): seconds on a quiet machine, far more on a busy one.
describe('the default start (no secrets configured)', { timeout: 120_000 }, () => {
  let firstSecrets: string;
  let token: string;

  it('generates its secrets under DATA_DIR (mode 0600), says where, and listens on loopback only', async () => {
    server = await start();
    const file = join(dataDir, 'secrets.json');
    expect(server.output()).toContain(`generated and kept in ${file}`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    firstSecrets = await readFile(file, 'utf8');
    expect(Object.keys(JSON.parse(firstSecrets)).sort()).toEqual([
      'COOKIE_SECRET',
      'DOCUMENT_SIGNING_KEY',
      'HANDOFF_KEY',
      'JWT_SECRET',
      'OTP_SECRET',
    ]);

    expect(server.output()).toContain(`Server listening at http://127.0.0.1:${server.port}`);
    expect(server.output()).not.toMatch(/listening at http:\/\/(?!127\.0\.0\.1)/);
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    for (const address of outside) {
      const reached = await fetch(`http://${address}:${server.port}/healthz`, {
        signal: AbortSignal.timeout(3_000),
      }).then(
        () => true,
        () => false,
      );
      expect(reached, `reachable on ${address}`).toBe(false);
    }
  });

  it('refuses a token signed with the old published development secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = forge({ sub: userId, ver: 0, iat: now, exp: now + 600 }, OLD_DEVELOPMENT_SECRET);
    expect((await me(forged)).status).toBe(401);

    const login = await fetch(url('/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    expect((await me(token)).status).toBe(200);
  });

  it('keeps the same secrets on the next start: a session survives the restart', async () => {
    expect(await server!.stop()).toBe(0);
    server = await start();
    const file = join(dataDir, 'secrets.json');
    expect(server.output()).toContain(`read from ${file}`);
    expect(await readFile(file, 'utf8')).toBe(firstSecrets);
    expect((await me(token)).status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect((await me(forge({ sub: userId, ver: 0, iat: now, exp: now + 600 }, OLD_DEVELOPMENT_SECRET))).status).toBe(
      401,
    );
  });
});
