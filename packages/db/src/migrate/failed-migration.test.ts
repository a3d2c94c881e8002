import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test-database.js';
import { applyMigrations, migrationStatus, repoPrismaPaths } from './index.js';
import { withSchemaEngine } from './wasm-engine.js';

// A function body full of `;` (split per statement, it would not even parse) ...
const FIRST = `CREATE TABLE "Kept" ("id" INTEGER PRIMARY KEY);
CREATE FUNCTION kept_count() RETURNS INTEGER AS $$
DECLARE n INTEGER;
BEGIN
  SELECT count(*) INTO n FROM "Kept";
  RETURN n;
END;
$$ LANGUAGE plpgsql;
`;
// ... and a migration that fails after two statements that succeeded.
const BROKEN = `CREATE TABLE "HalfDone" ("id" INTEGER);
INSERT INTO "Kept" VALUES (1);
SELECT * FROM "no_such_table";
`;

let database: TestDatabase;
let migrationsDir: string;
let paths: { url: string; migrationsDir: string; schemaPath: string };
beforeAll(async () => {
  migrationsDir = await mkdtemp(join(tmpdir(), 'studychina-migrations-'));
  for (const [folder, script] of [
    ['20200101000000_first', FIRST],
    ['20200102000000_broken', BROKEN],
  ]) {
    await mkdir(join(migrationsDir, folder!));
    await writeFile(join(migrationsDir, folder!, 'migration.sql'), script!);
  }
  database = await createEmptyDatabase(process.env.DATABASE_URL);
  paths = { url: database.url, migrationsDir, schemaPath: repoPrismaPaths.schemaPath };
});
afterAll(async () => {
  await database?.drop();
  if (migrationsDir) await rm(migrationsDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('a migration that fails', () => {
  it('is rolled back whole and recorded as failed, after the good one before it', async () => {
    const error = await applyMigrations(paths).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/no_such_table/);
    expect(error?.message).toMatch(/20200102000000_broken/);

    expect(await query('SELECT to_regclass(\'"HalfDone"\') AS t')).toEqual([{ t: null }]);
    expect(await query('SELECT kept_count() AS n')).toEqual([{ n: 0 }]);
    const rows = await query<{ migration_name: string; finished_at: Date | null; logs: string | null }>(
      'SELECT migration_name, finished_at, logs FROM _prisma_migrations ORDER BY started_at',
    );
    expect(rows.map((r) => [r.migration_name, r.finished_at !== null])).toEqual([
      ['20200101000000_first', true],
      ['20200102000000_broken', false],
    ]);
    expect(rows[1]?.logs).toMatch(/no_such_table/);
  });

  it('blocks later deploys until resolved, as the CLI does', async () => {
    expect(await migrationStatus(paths)).toMatchObject({ upToDate: false, failed: ['20200102000000_broken'] });
    await expect(applyMigrations(paths)).rejects.toThrow(/P3009|failed migrations/);
  });

  it('reports an engine panic with its message, and the next engine works', async () => {
    await expect(withSchemaEngine(paths, async (engine) => engine.debugPanic())).rejects.toThrow(
      /panicked[\s\S]*artificial panic/,
    );
    expect(await migrationStatus(paths)).toMatchObject({ failed: ['20200102000000_broken'] });
  });

  it('reports an applied migration whose file changed since (checksum) and one missing from the folder', async () => {
    await writeFile(join(migrationsDir, '20200101000000_first', 'migration.sql'), `${FIRST}-- edited\n`);
    await rm(join(migrationsDir, '20200102000000_broken'), { recursive: true });
    expect(await migrationStatus(paths)).toMatchObject({
      upToDate: false,
      edited: ['20200101000000_first'],
      unknownToFolder: ['20200102000000_broken'],
    });
  });
});
