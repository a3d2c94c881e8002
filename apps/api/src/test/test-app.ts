import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, seedIfEmpty, type TestDatabase } from '@studychina/db';
import { buildApp } from '../app.js';
import type { Clock } from '../lib/clock.js';
import { loadConfig, prismaPaths, testConfig, type Config } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Record<keyof Config, string>>;
  seed?: boolean;
  /** Passed to buildApp: a clock the test can move (expiring codes without sleeping). */
  now?: Clock;
}

/**
 * A real app on a database of its own: a fresh database on DATABASE_URL's server when set (CI),
 * else an in-memory embedded Postgres. Migrated by the same code as production.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { DATABASE_URL: adminUrl } = loadConfig();
  const database = await createTestDatabase({ adminUrl, ...prismaPaths });
  const config = testConfig({ DATABASE_URL: database.url, ...options.config });
  const app = await buildApp(config, { now: options.now });
  await app.ready();
  if (options.seed) await seedIfEmpty(app.prisma, prismaPaths.seedDir);
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The app of a test file set up by useTestApp: readable from inside tests and hooks, closed by afterAll. */
export type SuiteApp = Omit<TestApp, 'close'>;

/**
 * Registers the beforeAll/afterAll of a test file's app and returns it. `setup` runs first in beforeAll
 * (start stand-in servers, make folders) and gives the options; `teardown` runs last in afterAll, after
 * the app is closed, and runs even when setup failed half-way.
 */
export function useTestApp(
  setup: () => TestAppOptions | Promise<TestAppOptions>,
  teardown?: () => Promise<void>,
): SuiteApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(await setup());
  });
  afterAll(async () => {
    await current?.close();
    await teardown?.();
  });
  const made = () => {
    if (!current) throw new Error('The test app is made in beforeAll: use it inside tests and hooks.');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get config() {
      return made().config;
    },
    get database() {
      return made().database;
    },
  };
}
