import { createHash, randomBytes } from 'node:crypto';
import { hasSnapshot, startEmbeddedPostgres } from './embedded.js';
import {
  copyDatabase,
  createDatabase,
  databaseExists,
  disconnectAll,
  dropDatabase,
  quoteIdent as quote,
  withClient,
  withDatabase,
} from './migrate/databases.js';
import { applyMigrations } from './migrate/index.js';
import { readMigrationsList } from './migrate/migrations-folder.js';

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
 * One isolated, migrated database, meant to be made once per test file, copied from the migrated
 * template (prepareTestTemplate): on the given Postgres server a database of its own, or without a server
 * an in-memory embedded Postgres. Either way nothing is shared with other test files or with the
 * developer's data, and no migration runs once the template exists.
 */
export async function createTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const template = await prepareTestTemplate(options);
  if (options.adminUrl) return serverDatabase(options.adminUrl, template);
  // Without a readable snapshot (a damaged file, a read-only cache), this one is migrated.
  const embedded =
    (await startEmbeddedPostgres({ snapshot: template }).catch(() => undefined)) ??
    (await migratedEmbedded(options, template));
  return { url: embedded.url, drop: () => embedded.stop() };
}

/** The same, without migrations: what the migration runner's own tests start from. */
export async function createEmptyDatabase(adminUrl?: string): Promise<TestDatabase> {
  if (adminUrl) return serverDatabase(adminUrl);
  const embedded = await startEmbeddedPostgres({});
  return { url: embedded.url, drop: () => embedded.stop() };
}

/** A new database on the server: empty, or a copy of `template`. */
async function serverDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = uniqueName('test');
  await (template ? copyDatabase(adminUrl, template, name) : createDatabase(adminUrl, name));
  let dropped: Promise<void> | undefined;
  return { url: withDatabase(adminUrl, name), drop: () => (dropped ??= dropDatabase(adminUrl, name)) };
}

/**
 * Makes sure a migrated template exists for the migrations folder as it is now and returns its name,
 * `test_template_<hash of the folder>`: an edited or added migration gets a new one, so a stale template
 * is never copied. Meant to run once per test run (the API's vitest globalSetup), before the test files
 * copy it; a later call finds it with one query. Templates are kept between runs.
 *
 * On a Postgres server it is a database that refuses connections (CREATE DATABASE ... TEMPLATE needs
 * its source idle), migrated under a temporary name and renamed only when complete, so a concurrent run
 * never copies a half-migrated one. PGlite serves one database per instance, so there it is a snapshot
 * of a migrated instance in the package's cache, which each test file starts its own instance from.
 */
export async function prepareTestTemplate(options: TestDatabaseOptions): Promise<string> {
  const { adminUrl, migrationsDir, schemaPath } = options;
  const name = `test_template_${await migrationsHash(migrationsDir)}`;
  if (!adminUrl) {
    await prepareEmbeddedSnapshot(options, name);
    return name;
  }
  if (await databaseExists(adminUrl, name)) return name;

  const building = uniqueName(name);
  await createDatabase(adminUrl, building);
  try {
    await applyMigrations({ migrationsDir, schemaPath, url: withDatabase(adminUrl, building) });
    await withClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE ${quote(building)} WITH ALLOW_CONNECTIONS false`);
      await disconnectAll(client, building); // a pooled connection the engine may have left
      await client.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`).catch((error: unknown) => {
        // Another process finished the same template first: use theirs.
        if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      });
    });
  } finally {
    // Gone after the rename; left only when the migration or the rename failed.
    await dropDatabase(adminUrl, building);
  }
  return name;
}

async function prepareEmbeddedSnapshot(paths: Omit<TestDatabaseOptions, 'adminUrl'>, name: string): Promise<void> {
  if (!(await hasSnapshot(name))) await (await migratedEmbedded(paths, name)).stop();
}

/** A new embedded Postgres, migrated, saved as snapshot `name` (replacing a missing or unreadable one). */
async function migratedEmbedded(paths: Omit<TestDatabaseOptions, 'adminUrl'>, name: string) {
  const embedded = await startEmbeddedPostgres({});
  try {
    await applyMigrations({ ...paths, url: embedded.url });
    await embedded.saveSnapshot(name).catch(() => undefined); // only a cache
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return embedded;
}

const DUPLICATE_DATABASE = '42P04';

/** A name no other test file or process will pick; the pid tells which run left it if it dies before drop(). */
function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** 16 hex digits of sha256 over the folder exactly as the migration engine reads it. */
async function migrationsHash(migrationsDir: string): Promise<string> {
  const { lockfile, migrationDirectories } = await readMigrationsList(migrationsDir);
  const hash = createHash('sha256').update(JSON.stringify({ lockfile, migrationDirectories }));
  return hash.digest('hex').slice(0, 16);
}
