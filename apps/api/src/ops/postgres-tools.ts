import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { OperatorError } from './operator-error.js';

/**
 * pg_dump and pg_restore, the PostgreSQL client tools (docs/decisions/0145-backup-and-restore-commands.md): from
 * `binDir` when given (--pg-bin), else from PATH. The embedded database (PGlite) ships none.
 */
export interface PgTools {
  dump: string;
  restore: string;
}

export const pgTools = (binDir?: string): PgTools => ({
  dump: binDir ? join(binDir, 'pg_dump') : 'pg_dump',
  restore: binDir ? join(binDir, 'pg_restore') : 'pg_restore',
});

const run = promisify(execFile);

/** The major version of a client tool (`pg_dump (PostgreSQL) 18.1` → 18). */
export async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version']).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new OperatorError(
        `${tool} was not found: install the PostgreSQL client tools (e.g. the postgresql-client package) or name ` +
          'their folder with --pg-bin <dir>',
      );
    throw error;
  });
  const match = /\)\s*(\d+)/.exec(stdout) ?? /(\d+)\./.exec(stdout);
  if (!match) throw new OperatorError(`${tool} --version said something unexpected: ${stdout.trim()}`);
  return Number(match[1]);
}

/**
 * The database's URL as libpq arguments: the password goes in PGPASSWORD (not on the command line, which
 * other users of the machine can read), and Prisma's own `schema` parameter is dropped (libpq refuses it).
 */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  parsed.searchParams.delete('schema');
  return { dbname: parsed.toString(), env };
}

/** Runs a client tool; rejects with what it printed on stderr when it fails. */
function runTool(tool: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, '--dbname', dbname], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new OperatorError(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** The whole database in pg_dump's custom format, as of `snapshot` when given (the row counts' snapshot). */
export function dumpDatabase(tool: string, url: string, file: string, snapshot?: string): Promise<void> {
  const args = ['--format=custom', '--file', file];
  if (snapshot) args.push(`--snapshot=${snapshot}`);
  return runTool(tool, args, url);
}

/**
 * Restores a custom-format dump in one transaction (a failure leaves the database as empty as it was),
 * without the source's owners and grants: the target's own user owns everything.
 */
export function restoreDatabase(tool: string, url: string, file: string): Promise<void> {
  return runTool(tool, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', file], url);
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const SYSTEM_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** The server's major version (180006 → 18) and whether it is the embedded PGlite. */
export async function serverInfo(client: pg.Client): Promise<{ major: number; version: string; embedded: boolean }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    `SELECT current_setting('server_version_num') AS num, version() AS version`,
  );
  const row = rows[0]!;
  return {
    major: Math.floor(Number(row.num) / 10_000),
    version: row.version,
    embedded: row.version.includes('PGlite'),
  };
}

/** The number of tables, views, sequences… outside the system schemas: 0 for a database nothing was put in. */
export async function userRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE ${SYSTEM_SCHEMAS} AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return rows[0]!.n;
}

/** Every table's row count, keyed `schema.table`, sorted. */
export async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE ${SYSTEM_SCHEMAS} AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const quoted = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoted}`);
    counts[`${schema}.${name}`] = Number(rows[0]!.n);
  }
  return counts;
}

/** The last migration applied (the schema's version), if the migrations table exists. */
export async function lastMigration(client: pg.Client): Promise<string | null> {
  const { rows: table } = await client.query<{ t: string | null }>(
    `SELECT to_regclass('public._prisma_migrations')::text AS t`,
  );
  if (!table[0]?.t) return null;
  const { rows } = await client.query<{ name: string | null }>(
    'SELECT max(migration_name) AS name FROM public._prisma_migrations WHERE finished_at IS NOT NULL',
  );
  return rows[0]?.name ?? null;
}
