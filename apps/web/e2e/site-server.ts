import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/*
 * Starts the real site the way `pnpm start` does: the built API (apps/api/dist/server.js) serving the
 * built web app on one port. Its database is a fresh one created on DATABASE_URL's server (dropped
 * afterwards), or, without DATABASE_URL, the embedded Postgres in a temporary DATA_DIR. Mail goes to a
 * temporary outbox the journeys read the codes from.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const OUTPUT_DIR = resolve(import.meta.dirname, 'output');
const SERVER_JS = join(REPO_ROOT, 'apps/api/dist/server.js');
/** The built web app; E2E_WEB_DIST_DIR may point at another build (e.g. one made for debugging). */
const WEB_DIST = process.env.E2E_WEB_DIST_DIR
  ? resolve(process.env.E2E_WEB_DIST_DIR)
  : join(REPO_ROOT, 'apps/web/dist');
const WEB_INDEX = join(WEB_DIST, 'index.html');
// The embedded database needs ~10 s on first open of a new data directory, plus migrations and seed.
const START_TIMEOUT_MS = 90_000;

/**
 * The first admin the API creates at start (ADMIN_EMAIL/ADMIN_PASSWORD, docs/product.md#back-office-staff-accounts),
 * for the back-office journey (back-office.spec.ts).
 */
export const E2E_ADMIN = { email: 'admin.e2e@example.com', password: 'Office-2026-admin' } as const;

export interface Site {
  baseURL: string;
  outboxDir: string;
  /** The Paystack simulator the site pays through (its checkout page has Pay and Decline). */
  paystackURL: string;
  /** The WhatsApp Cloud API simulator the site sends alerts through; `GET /__messages` lists what it received. */
  whatsappURL: string;
  stop(): Promise<void>;
}

const PAYSTACK_SIMULATOR = join(REPO_ROOT, 'apps/api/src/test/paystack-simulator-process.ts');

/**
 * The Paystack simulator of the API's tests as a process (apps/api/src/test/paystack-simulator-process.ts): the site's
 * PAYSTACK_BASE_URL, sending its signed webhooks to the site. Resolves once it listens.
 */
async function startPaystack(siteURL: string, secretKey: string, log: NodeJS.WritableStream) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', PAYSTACK_SIMULATOR], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PAYSTACK_SIMULATOR_PORT: String(port),
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_WEBHOOK_URL: `${siteURL}/api/v1/payments/paystack/webhook`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log, { end: false });
  await new Promise<void>((listening, failed) => {
    const timer = setTimeout(() => failed(new Error('the Paystack simulator did not start within 30 s')), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening at')) {
        clearTimeout(timer);
        listening();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`the Paystack simulator exited with code ${code}: see e2e/output/server.log`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const WHATSAPP_SIMULATOR = join(REPO_ROOT, 'apps/api/src/test/whatsapp-simulator-process.ts');

/** What the site needs to send WhatsApp messages through the simulator (its WHATSAPP_* settings). */
interface WhatsappAccount {
  token: string;
  phoneNumberId: string;
  appSecret: string;
}

/**
 * The WhatsApp Cloud API simulator of the API's tests as a process (apps/api/src/test/whatsapp-simulator-process.ts):
 * the site's WHATSAPP_API_URL, its signed webhooks going to the site; the journeys read what it received at
 * `GET /__messages`. Resolves with its address once it listens.
 */
async function startWhatsapp(siteURL: string, account: WhatsappAccount, log: NodeJS.WritableStream) {
  const child = spawn(process.execPath, ['--import', 'tsx', WHATSAPP_SIMULATOR], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      WHATSAPP_TOKEN: account.token,
      WHATSAPP_PHONE_NUMBER_ID: account.phoneNumberId,
      WHATSAPP_APP_SECRET: account.appSecret,
      WHATSAPP_WEBHOOK_URL: `${siteURL}/api/v1/alerts/whatsapp/webhook`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log, { end: false });
  const url = await new Promise<string>((listening, failed) => {
    const timer = setTimeout(() => failed(new Error('the WhatsApp simulator did not start within 30 s')), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const address = /listening at (\S+)/.exec(chunk.toString())?.[1];
      if (address) {
        clearTimeout(timer);
        listening(address);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`the WhatsApp simulator exited with code ${code}: see e2e/output/server.log`));
    });
  });
  return { url, child };
}

/** E2E_PORTS="47300-47399": the site and its simulators listen only there (a machine shared by several runs). */
const PORT_RANGE = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
let nextPort = PORT_RANGE ? Number(PORT_RANGE[1]) : 0;

async function freePort(): Promise<number> {
  if (!PORT_RANGE) return listenable(0);
  while (nextPort <= Number(PORT_RANGE[2])) {
    const port = nextPort++;
    const free = await listenable(port).catch(() => null);
    if (free) return free;
  }
  throw new Error(`no free port left in E2E_PORTS=${process.env.E2E_PORTS}`);
}

function listenable(port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A database of our own on the server of `adminUrl`. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function waitUntilServing(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the site exited with code ${child.exitCode}: see e2e/output/server.log`);
    try {
      const response = await fetch(`${baseURL}/api/v1/user/majors?page=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not answer within ${START_TIMEOUT_MS / 1000} s: see e2e/output/server.log`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

export async function startSite(): Promise<Site> {
  for (const file of [SERVER_JS, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: build first (pnpm build, or pnpm --filter @studychina/web test:e2e through turbo)`,
      );
  }
  await mkdir(OUTPUT_DIR, { recursive: true });
  const tempDir = await mkdtemp(join(tmpdir(), 'studychina-e2e-'));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const outboxDir = join(tempDir, 'outbox');
  const log = createWriteStream(join(OUTPUT_DIR, 'server.log'));
  const paystackKey = `sk_test_${randomBytes(20).toString('hex')}`;
  const paystack = await startPaystack(baseURL, paystackKey, log);
  const whatsappAccount: WhatsappAccount = {
    token: `EAAG${randomBytes(16).toString('hex')}`,
    phoneNumberId: String(100_000_000_000_000 + randomBytes(3).readUIntBE(0, 3)),
    appSecret: randomBytes(16).toString('hex'),
  };
  const whatsapp = await startWhatsapp(baseURL, whatsappAccount, log);

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: join(tempDir, 'data'),
    MAIL_OUTBOX_DIR: outboxDir,
    UPLOAD_DIR: join(tempDir, 'uploads'),
    // Absolute on purpose: the API's path defaults are not resolved against the repository root (yet).
    WEB_DIST_DIR: WEB_DIST,
    WEB_URL: baseURL,
    CORS_ORIGINS: baseURL,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PAYSTACK_SECRET_KEY: paystackKey,
    PAYSTACK_BASE_URL: paystack.url,
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_TOKEN: whatsappAccount.token,
    WHATSAPP_PHONE_NUMBER_ID: whatsappAccount.phoneNumberId,
    WHATSAPP_APP_SECRET: whatsappAccount.appSecret,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  // cwd apps/api, as `pnpm start` (pnpm --filter @studychina/api run start) runs it.
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = async () => {
    await stopChild(child);
    await stopChild(paystack.child);
    await stopChild(whatsapp.child);
    log.end();
    await database?.drop();
    await rm(tempDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(baseURL, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, outboxDir, paystackURL: paystack.url, whatsappURL: whatsapp.url, stop };
}
