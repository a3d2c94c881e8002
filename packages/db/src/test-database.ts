import { randomBytes } from 'node:crypto';
import { startEmbeddedPostgres } from './embedded.js';
import { createDatabase, dropDatabase, withDatabase } from './migrate/databases.js';
import { applyMigrations } from './migrate/index.js';

export interface TestDatabaseOptions {
  /** A real Postgres (e.g. CI's DATABASE_URL) on which a throwaway database is created. */
  adminUrl?: string | undefined;
  migrationsDir: string;
  schemaPath: string;
}

export interface TestDatabase {
  /** A database of its own. */
  url: string;
  /** Removes it (ending any connection still open). Safe to call twice. */
  drop(): Promise<void>;
}

/**
 * One isolated, migrated database, meant to be made once per test file: a fresh database on the
 * given Postgres server, or without one an in-memory embedded Postgres. Either way nothing is shared
 * with other test files or with the developer's data.
 */
export async function createTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const database = await createEmptyDatabase(options.adminUrl);
  try {
    const { migrationsDir, schemaPath } = options;
    await applyMigrations({ migrationsDir, schemaPath, url: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/** The same, without migrations: what the migration runner's own tests start from. */
export async function createEmptyDatabase(adminUrl?: string): Promise<TestDatabase> {
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres({});
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  // The pid tells which run left a database behind if a process dies before drop().
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl, name);
  let dropped: Promise<void> | undefined;
  return { url: withDatabase(adminUrl, name), drop: () => (dropped ??= dropDatabase(adminUrl, name)) };
}
