import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { applyMigrations, startEmbeddedPostgres, type EmbeddedPostgres } from '@studychina/db';
import { prismaPaths, type EnvConfig } from '../config.js';

export interface Database {
  url: string;
  /** Set when no DATABASE_URL was given and an embedded Postgres (PGlite) was started. */
  embedded?: EmbeddedPostgres;
}

type DatabaseConfig = Pick<EnvConfig, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>;

/**
 * Where a process that opened the embedded data folder says how to reach it: PGlite takes no lock, and
 * two processes writing one folder would corrupt it, so the command-line tools connect to the running
 * owner instead of opening the folder a second time.
 */
const ownerFile = (config: DatabaseConfig) => join(config.DATA_DIR, 'pglite.owner.json');

/**
 * DATABASE_URL when set; otherwise an embedded Postgres with its data under DATA_DIR. With `attach`
 * (the CLI tools), an embedded Postgres already served by a running process is used through its URL.
 */
export async function openDatabase(
  config: DatabaseConfig,
  { attach = false, loadDataDir }: { attach?: boolean; loadDataDir?: Uint8Array } = {},
): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  if (attach) {
    const running = await runningOwner(config);
    if (running) return { url: running };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: embeddedDataDir(config),
    port: config.EMBEDDED_PG_PORT,
    loadDataDir,
  });
  const file = ownerFile(config);
  await writeFile(file, JSON.stringify({ pid: process.pid, url: embedded.url }), { mode: 0o600 });
  return {
    url: embedded.url,
    embedded: {
      ...embedded,
      async stop() {
        await embedded.stop();
        await rm(file, { force: true });
      },
    },
  };
}

/** The embedded Postgres' own folder under DATA_DIR. */
export const embeddedDataDir = (config: Pick<EnvConfig, 'DATA_DIR'>) => join(config.DATA_DIR, 'pglite');

/** The URL of the embedded Postgres a live process serves from DATA_DIR, if any. */
async function runningOwner(config: DatabaseConfig): Promise<string | null> {
  const text = await readFile(ownerFile(config), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    const { pid, url } = JSON.parse(text) as { pid: number; url: string };
    if (pid === process.pid) return null;
    process.kill(pid, 0); // throws when no such process: a file left by a crash
    return url;
  } catch {
    return null;
  }
}

export async function migrate(url: string) {
  return applyMigrations({ url, ...prismaPaths });
}
