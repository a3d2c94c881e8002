import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test-database.js';
import { applyMigrations, repoPrismaPaths } from './index.js';

/*
 * The backfill of prisma/migrations/20261127110000_application_event_message_key/migration.sql
 * (docs/decisions/0116-texts-by-key-to-the-end.md): events stored before the column existed get the key of our text
 * when no staff member wrote them, so they are mailed and shown by key. The database is migrated up to just before
 * that migration, rows are written as the code of the time wrote them, then the rest of the folder is applied.
 */
const MIGRATION = '20261127110000_application_event_message_key';
const SUBMITTED = 'We have received your application.';
const WITHDRAWN = 'You withdrew your application.';

let database: TestDatabase;
let before: string;
beforeAll(async () => {
  database = await createEmptyDatabase(process.env.DATABASE_URL);
  // A copy of the migrations folder that stops before the one under test.
  before = await mkdtemp(join(tmpdir(), 'studychina-before-message-key-'));
  for (const entry of await readdir(repoPrismaPaths.migrationsDir)) {
    if (/^\d{14}_/.test(entry) && entry >= MIGRATION) continue;
    await cp(join(repoPrismaPaths.migrationsDir, entry), join(before, entry), { recursive: true });
  }
});
afterAll(async () => {
  await database?.drop();
  if (before) await rm(before, { recursive: true, force: true });
});

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Inserts a row into `table` with `given` values and a placeholder in every other required column that has no
 * default (the application's many form fields), read from the schema as it is at this point of the history.
 */
async function insertRow(client: pg.Client, table: string, given: Record<string, unknown>): Promise<void> {
  const { rows } = await client.query<{ column_name: string; data_type: string; udt_name: string }>(
    `SELECT column_name, data_type, udt_name FROM information_schema.columns
     WHERE table_name = $1 AND is_nullable = 'NO' AND column_default IS NULL`,
    [table],
  );
  const values: Record<string, unknown> = {};
  for (const { column_name: name, data_type: type, udt_name: udt } of rows) {
    if (name in given) continue;
    if (type === 'uuid') values[name] = randomUUID();
    else if (type.startsWith('timestamp')) values[name] = new Date();
    else if (type === 'integer') values[name] = 0;
    else if (type === 'boolean') values[name] = false;
    else if (type === 'ARRAY') values[name] = [];
    else if (type === 'USER-DEFINED') {
      const label = await client.query<{ enumlabel: string }>(
        `SELECT enumlabel FROM pg_enum JOIN pg_type ON pg_type.oid = enumtypid WHERE typname = $1 ORDER BY enumsortorder LIMIT 1`,
        [udt],
      );
      values[name] = label.rows[0]!.enumlabel;
    } else values[name] = `${name} of the test`;
  }
  Object.assign(values, given);
  const names = Object.keys(values);
  await client.query(
    `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(values),
  );
}

describe('the migration that adds ApplicationEvent.messageKey', () => {
  it("gives existing events of the student's own actions their key, and leaves staff's messages without one", async () => {
    const paths = { ...repoPrismaPaths, url: database.url };
    const applied = await applyMigrations({ ...paths, migrationsDir: before });
    expect(applied.applied.at(-1)! < MIGRATION).toBe(true);

    const student = randomUUID();
    const staff = randomUUID();
    const application = randomUUID();
    const events = {
      submitted: randomUUID(),
      withdrawn: randomUUID(),
      staffWrote: randomUUID(),
      staffCopied: randomUUID(),
    };
    await withClient(async (client) => {
      await insertRow(client, 'User', { id: student, email: 'student@example.com' });
      await insertRow(client, 'User', { id: staff, email: 'staff@example.com', role: 'admin' });
      await insertRow(client, 'Application', { id: application, userId: student, assigneeId: null });
      const event = (id: string, actorId: string | null, message: string) =>
        insertRow(client, 'ApplicationEvent', { id, applicationId: application, actorId, message });
      await event(events.submitted, null, SUBMITTED);
      await event(events.withdrawn, null, WITHDRAWN);
      await event(events.staffWrote, staff, 'Please send a clearer scan of your passport.');
      // Staff may write the very words of our text: theirs is still a message as written.
      await event(events.staffCopied, staff, SUBMITTED);
    });

    const rest = await applyMigrations(paths);
    expect(rest.applied).toContain(MIGRATION);

    const keys = await withClient(async (client) => {
      const { rows } = await client.query<{ id: string; messageKey: string | null }>(
        `SELECT id, "messageKey" FROM "ApplicationEvent"`,
      );
      return Object.fromEntries(rows.map((row) => [row.id, row.messageKey]));
    });
    expect(keys).toEqual({
      [events.submitted]: 'studentPages.events.SUBMITTED',
      [events.withdrawn]: 'studentPages.events.WITHDRAWN',
      [events.staffWrote]: null,
      [events.staffCopied]: null,
    });
  });
});
