import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'studychina-embedded-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

describe('startEmbeddedPostgres', () => {
  it('keeps its data on disk across stop and reopen', async () => {
    const dataDir = join(workDir, 'not', 'yet', 'there');
    const first = await timed('embedded first open', () => startEmbeddedPostgres({ dataDir }));
    expect(first.url).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const pool = new pg.Pool({ connectionString: first.url, max: 4 });
    try {
      await pool.query('CREATE TABLE note (id SERIAL PRIMARY KEY, body TEXT NOT NULL)');
      // Several connections at once: pglite-socket's default (one) would reset all but the first.
      const bodies = ['a', 'b', 'c', 'd'];
      await Promise.all(bodies.map((body) => pool.query('INSERT INTO note (body) VALUES ($1)', [body])));
    } finally {
      await pool.end();
    }
    await first.stop();
    await first.stop(); // idempotent

    const again = await timed('embedded reopen', () => startEmbeddedPostgres({ dataDir }));
    const client = new pg.Client(again.url);
    try {
      await client.connect();
      const { rows } = await client.query<{ body: string }>('SELECT body FROM note ORDER BY body');
      expect(rows.map((r) => r.body)).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      await client.end();
      await again.stop();
    }
  });

  it('serves Prisma through adapter-pg, in memory when no dataDir is given', async () => {
    const embedded = await timed('embedded in-memory open', () => startEmbeddedPostgres({}));
    const prisma = createPrismaClient({ url: embedded.url, max: 3 });
    try {
      const [row] = await prisma.$queryRawUnsafe<{ answer: number }[]>('SELECT 40 + 2 AS answer');
      expect(row).toEqual({ answer: 42 });
      const counts = await prisma.$transaction([
        prisma.$queryRawUnsafe('SELECT 1'),
        prisma.$queryRawUnsafe('SELECT 2'),
      ]);
      expect(counts).toHaveLength(2);
    } finally {
      await prisma.$disconnect();
      await embedded.stop();
    }
  });

  it("keeps each connection's query whole while others run theirs (a burst gets its own rows, no lost portal)", async () => {
    // pg sends a query as Parse, Bind, Describe, Execute, Sync; the embedded server takes them one message at a
    // time from every connection, so without our patch of pglite-socket another connection's query could land
    // in between: wrong rows, or `portal "" does not exist` (docs/decisions/0091-embedded-server-keeps-queries-whole.md).
    const embedded = await startEmbeddedPostgres({});
    const pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          if (i % 10 === 0) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              const { rows } = await client.query('SELECT $1::int AS n', [i]);
              await client.query('COMMIT');
              return rows[0].n as number;
            } finally {
              client.release();
            }
          }
          const { rows } = await pool.query('SELECT $1::int AS n, $2::text AS label', [i, `q${i}`]);
          return rows[0].n as number;
        }),
      );
      expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => i));
    } finally {
      await pool.end();
      await embedded.stop();
    }
  });
});
