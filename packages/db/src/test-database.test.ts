import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { repoPrismaPaths } from './migrate/index.js';
import { createTestDatabase } from './test-database.js';

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
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
  it.skipIf(!adminUrl)('creates, migrates and drops a database of its own on a real Postgres', async () => {
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
});
