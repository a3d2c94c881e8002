import pg from 'pg';

/** The same server URL, pointing at another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function querySingle(url: string, sql: string): Promise<unknown> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<Record<string, unknown>>(sql);
    return rows[0] ? Object.values(rows[0])[0] : undefined;
  });
}

export function createDatabase(serverUrl: string, database: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  });
}

/** A new database holding a copy of `template`, which nobody may be connected to (Postgres copies its files). */
export function copyDatabase(serverUrl: string, template: string, database: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(template)}`);
  });
}

export async function databaseExists(serverUrl: string, database: string): Promise<boolean> {
  return withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    return rowCount === 1;
  });
}

/** Ends every other session connected to `database`. */
/** The sessions on `database` other than the caller's. */
const OTHER_SESSIONS = 'FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()';

async function otherSessions(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n ${OTHER_SESSIONS}`, [database]);
  return rows[0]?.n ?? 0;
}

export async function disconnectAll(client: pg.Client, database: string): Promise<void> {
  await client.query(`SELECT pg_terminate_backend(pid) ${OTHER_SESSIONS}`, [database]);
}

/** How long a drop waits for sessions that are closing by themselves before it ends them. */
const CLOSING_SESSIONS_WAIT_MS = 1_000;

/**
 * Drops a database even while clients are still connected to it (their sessions are ended). Sessions
 * still closing (a pool whose end() was not awaited by its library) get a moment to go first: ending them
 * mid-close sends their client an error it no longer listens for, an uncaught exception in the test run.
 */
export function dropDatabase(serverUrl: string, database: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    const deadline = Date.now() + CLOSING_SESSIONS_WAIT_MS;
    while (Date.now() < deadline && (await otherSessions(client, database)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // WITH (FORCE) needs Postgres 13; terminating first keeps older servers working too.
    await disconnectAll(client, database);
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    const force = Number(rows[0]?.server_version_num) >= 130000;
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)}${force ? ' WITH (FORCE)' : ''}`);
  });
}

/** PGlite serves one database whatever name a client asks for, so it cannot host a second one. */
export async function isEmbeddedServer(url: string): Promise<boolean> {
  return String(await querySingle(url, 'SELECT version()')).includes('PGlite');
}
