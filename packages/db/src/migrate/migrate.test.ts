import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test-database.js';
import { applyMigrations, migrationStatus, repoPrismaPaths } from './index.js';

// CI sets DATABASE_URL (a real Postgres); elsewhere the embedded one. Either way a database of our own.
let database: TestDatabase;
let url: string;
beforeAll(async () => {
  database = await createEmptyDatabase(process.env.DATABASE_URL);
  url = database.url;
});
afterAll(() => database?.drop());

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('applyMigrations on a fresh database', () => {
  it('applies every migration of the folder, then nothing on the second run', async () => {
    const paths = { ...repoPrismaPaths, url };
    expect((await migrationStatus(paths)).pending.length).toBeGreaterThan(0);
    const first = await applyMigrations(paths);
    expect(first.applied.length).toBeGreaterThan(0);
    expect(first.applied.at(-1)).toMatch(/^\d{14}_\w+$/);
    expect(await applyMigrations(paths)).toEqual({ applied: [] });
    expect(await migrationStatus(paths)).toMatchObject({ upToDate: true, hasMigrationsTable: true });
  });

  it('records _prisma_migrations as the Prisma CLI does', async () => {
    const columns = await query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => `${c.column_name} ${c.data_type}`)).toEqual([
      'id character varying',
      'checksum character varying',
      'finished_at timestamp with time zone',
      'migration_name character varying',
      'logs text',
      'rolled_back_at timestamp with time zone',
      'started_at timestamp with time zone',
      'applied_steps_count integer',
    ]);
    const rows = await query<MigrationRow>(
      `SELECT migration_name, checksum, finished_at, logs, applied_steps_count
       FROM _prisma_migrations ORDER BY started_at`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const script = await readFile(join(repoPrismaPaths.migrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(script).digest('hex'));
      expect(row).toMatchObject({ logs: null, applied_steps_count: 1 });
      expect(row.finished_at).toBeInstanceOf(Date);
    }
  });
});
