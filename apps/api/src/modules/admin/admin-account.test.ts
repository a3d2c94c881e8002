import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, createTestDatabase, type PrismaClient, type TestDatabase } from '@studychina/db';
import { generateSecrets, loadConfig, prismaPaths, SECRET_KEYS } from '../../config.js';
import { spawnServer } from '../../test/spawn-server.js';

// The first admin (docs/product.md#back-office-staff-accounts): from the environment at start, and from
// `pnpm admin:create`, both run as operators run them (child processes on a database of their own).

const PASSWORD = 'first-admin-pass-1';
/** Each child process loads TypeScript through tsx: seconds each, more on a busy machine. */
const CHILD_TIMEOUT = 180_000;

/** The environment of a child: the test's, without the variables each test states itself. */
function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_ENV', ...SECRET_KEYS]) delete inherited[key];
  return { ...inherited, BCRYPT_ROUNDS: '10', LOG_LEVEL: 'warn', ...env };
}

/** Runs `admin:create` (src/cli/admin-create.ts) with `stdin` piped in; its exit code and output. */
async function adminCreate(args: string[], env: NodeJS.ProcessEnv, stdin = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin-create.ts', ...args], {
    cwd: new URL('../../..', import.meta.url),
    env: childEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  child.stdin.end(stdin);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function login(port: number, email: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

let database: TestDatabase;
let prisma: PrismaClient;

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  prisma = createPrismaClient({ url: database.url });
});
afterAll(async () => {
  await prisma?.$disconnect();
  await database?.drop();
});

describe('pnpm admin:create', () => {
  it(
    'creates a verified admin from ADMIN_PASSWORD',
    async () => {
      const { code, output } = await adminCreate(['Chief@Example.com', '--firstname', 'Ngozi'], {
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: PASSWORD,
      });
      expect(output).toContain('chief@example.com: admin account created.');
      expect(code).toBe(0);
      const user = await prisma.user.findUniqueOrThrow({ where: { email: 'chief@example.com' } });
      expect(user).toMatchObject({ role: 'admin', firstname: 'Ngozi' });
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(await prisma.auditLog.findMany({ where: { targetId: user.id } })).toEqual([
        expect.objectContaining({ action: 'staff.admin_created', actorId: null, requestId: 'cli' }),
      ]);
    },
    CHILD_TIMEOUT,
  );

  it(
    'promotes an existing student with a password read from standard input, revoking its tokens',
    async () => {
      const student = await prisma.user.create({
        data: { email: 'student.promoted@example.com', firstname: 'Ada', lastname: 'Obi', passwordHash: 'x' },
      });
      const { code, output } = await adminCreate(
        ['student.promoted@example.com'],
        { DATABASE_URL: database.url },
        `${PASSWORD}\nignored second line\n`,
      );
      expect(output).toContain('promoted to admin');
      expect(code).toBe(0);
      const user = await prisma.user.findUniqueOrThrow({ where: { id: student.id } });
      expect(user.role).toBe('admin');
      expect(user.tokenVersion).toBe(student.tokenVersion + 1);
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(user.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    },
    CHILD_TIMEOUT,
  );

  it(
    'refuses a password that breaks the registration rules, and a bad e-mail, changing nothing',
    async () => {
      const short = await adminCreate(['short@example.com'], { DATABASE_URL: database.url }, 'short\n');
      expect(short.code).toBe(2);
      expect(short.output).toContain('Password must be at least 8 characters.');
      const fromEnv = await adminCreate(['short@example.com'], { DATABASE_URL: database.url, ADMIN_PASSWORD: 'short' });
      expect(fromEnv.code).toBe(1);
      expect(fromEnv.output).toContain('ADMIN_PASSWORD: Password must be at least 8 characters.');
      const email = await adminCreate(['not-an-email'], { DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD });
      expect(email.code).toBe(2);
      expect(email.output).toContain('usage: pnpm admin:create <email>');
      expect(await prisma.user.count({ where: { email: 'short@example.com' } })).toBe(0);
    },
    CHILD_TIMEOUT,
  );
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  const serverEnv = (env: NodeJS.ProcessEnv) =>
    childEnv({ NODE_ENV: 'test', MIGRATE_ON_START: 'false', SEED_ON_START: 'false', ...generateSecrets(), ...env });

  it(
    'stops the start with an error naming ADMIN_PASSWORD when it breaks the password rules',
    async () => {
      const server = await spawnServer(
        serverEnv({ DATABASE_URL: database.url, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' }),
        { waitForHealth: false },
      );
      const [code] = (await once(server.child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(server.output()).toContain('ADMIN_PASSWORD: Password must be at least 8 characters.');
    },
    CHILD_TIMEOUT,
  );

  it(
    'creates the first admin only while no admin exists',
    async () => {
      const other = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
      try {
        const env = { DATABASE_URL: other.url, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: PASSWORD };
        let server = await spawnServer(serverEnv(env));
        expect(await login(server.port, 'boss@example.com', PASSWORD)).toBe(200);
        await server.stop();
        // An admin exists now: a later start with other values touches nobody.
        server = await spawnServer(serverEnv({ ...env, ADMIN_EMAIL: 'second@example.com' }));
        expect(await login(server.port, 'second@example.com', PASSWORD)).toBe(401);
        await server.stop();
      } finally {
        await other.drop();
      }
    },
    CHILD_TIMEOUT,
  );
});

describe('admin:create on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'studychina-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'works without the server, then beside the running server (through its connection)',
    async () => {
      const embedded = { DATABASE_URL: '', DATA_DIR: dataDir };
      const alone = await adminCreate(['alone@example.com'], { ...embedded, ADMIN_PASSWORD: PASSWORD });
      expect(alone.output).toContain('admin account created');
      expect(alone.code).toBe(0);

      const server = await spawnServer(
        childEnv({ NODE_ENV: 'test', SEED_ON_START: 'false', ...generateSecrets(), ...embedded }),
      );
      try {
        expect(await login(server.port, 'alone@example.com', PASSWORD)).toBe(200);
        const beside = await adminCreate(['beside@example.com'], { ...embedded, ADMIN_PASSWORD: PASSWORD });
        expect(beside.output).toContain('admin account created');
        expect(await login(server.port, 'beside@example.com', PASSWORD)).toBe(200);
      } finally {
        const code = await server.stop();
        // On failure, what it printed and the signal that ended it say why.
        expect({ code, signal: server.child.signalCode, output: code === 0 ? '' : server.output() }).toEqual({
          code: 0,
          signal: null,
          output: '',
        });
      }
    },
    CHILD_TIMEOUT,
  );
});
