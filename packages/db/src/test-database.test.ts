import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropDatabase } from './migrate/databases.js';
import { repoPrismaPaths } from './migrate/index.js';
import { createTestDatabase, prepareTestTemplate } from './test-database.js';

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function tables(url: string): Promise<string[]> {
  const sql = `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`;
  return (await query<{ name: string }>(url, sql)).map((r) => r.name);
}

describe('createTestDatabase', () => {
  it('gives an in-memory embedded database, migrated, without adminUrl', async () => {
    const database = await createTestDatabase(repoPrismaPaths);
    try {
      expect(await tables(database.url)).toContain('User');
    } finally {
      await database.drop();
    }
    await expect(tables(database.url)).rejects.toThrow();
  });

  const adminUrl = process.env.DATABASE_URL;
  it.skipIf(!adminUrl)('creates a migrated database of its own on a real Postgres, and drops it', async () => {
    const [one, two] = await Promise.all([
      createTestDatabase({ ...repoPrismaPaths, adminUrl }),
      createTestDatabase({ ...repoPrismaPaths, adminUrl }),
    ]);
    expect(one!.url).not.toBe(two!.url);
    const name = new URL(one!.url).pathname.slice(1);
    expect(name).toMatch(new RegExp(`^test_${process.pid}_[0-9a-f]{12}$`));
    const held = new pg.Client(one!.url);
    await held.connect(); // drop() must not wait for connections left open
    held.on('error', () => undefined);
    try {
      expect(await tables(one!.url)).toEqual(expect.arrayContaining(['User', '_prisma_migrations']));
    } finally {
      await Promise.all([one!.drop(), two!.drop()]);
      await held.end().catch(() => undefined);
    }
    const admin = new pg.Client(adminUrl);
    await admin.connect();
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    await admin.end();
    expect(rowCount).toBe(0);
  });

  it.skipIf(!adminUrl)(
    'copies one migrated template per migrations folder, and a new one when it changes',
    async () => {
      const template = await prepareTestTemplate({ ...repoPrismaPaths, adminUrl });
      expect(template).toMatch(/^test_template_[0-9a-f]{16}$/);
      const [info] = await query<{ datallowconn: boolean }>(
        adminUrl!,
        'SELECT datallowconn FROM pg_database WHERE datname = $1',
        [template],
      );
      expect(info).toEqual({ datallowconn: false }); // CREATE DATABASE ... TEMPLATE needs it idle
      expect(await prepareTestTemplate({ ...repoPrismaPaths, adminUrl })).toBe(template);

      // Two copies carry the very row the template's migration wrote: nothing was migrated again.
      const copies = await Promise.all([1, 2].map(() => createTestDatabase({ ...repoPrismaPaths, adminUrl })));
      try {
        const finished = 'SELECT migration_name, finished_at FROM _prisma_migrations';
        const [one, two] = await Promise.all(copies.map((copy) => query(copy.url, finished)));
        const migrations = (await readdir(repoPrismaPaths.migrationsDir, { withFileTypes: true })).filter((entry) =>
          entry.isDirectory(),
        );
        expect(one).toHaveLength(migrations.length);
        expect(two).toEqual(one);
      } finally {
        await Promise.all(copies.map((copy) => copy.drop()));
      }

      // A folder with one more migration: another template, which has the new table.
      const folder = await mkdtemp(join(tmpdir(), 'studychina-migrations-'));
      const migrationsDir = join(folder, 'migrations');
      await cp(repoPrismaPaths.migrationsDir, migrationsDir, { recursive: true });
      await mkdir(join(migrationsDir, '29991231000000_extra'));
      await writeFile(join(migrationsDir, '29991231000000_extra', 'migration.sql'), 'CREATE TABLE "Extra" (id INT);');
      const options = { schemaPath: repoPrismaPaths.schemaPath, migrationsDir, adminUrl };
      const changed = await prepareTestTemplate(options);
      try {
        expect(changed).not.toBe(template);
        const database = await createTestDatabase(options);
        try {
          expect(await tables(database.url)).toEqual(expect.arrayContaining(['Extra', 'User']));
        } finally {
          await database.drop();
        }
      } finally {
        await dropDatabase(adminUrl!, changed);
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
