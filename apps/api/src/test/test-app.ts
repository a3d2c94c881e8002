import type { FastifyInstance } from 'fastify';
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
