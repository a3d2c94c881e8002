import { join } from 'node:path';
import { applyMigrations, startEmbeddedPostgres, type EmbeddedPostgres } from '@studychina/db';
import { prismaPaths, type EnvConfig } from '../config.js';

export interface Database {
  url: string;
  /** Set when no DATABASE_URL was given and an embedded Postgres (PGlite) was started. */
  embedded?: EmbeddedPostgres;
}

/** DATABASE_URL when set; otherwise an embedded Postgres with its data under DATA_DIR. */
export async function openDatabase(
  config: Pick<EnvConfig, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const embedded = await startEmbeddedPostgres({
    dataDir: join(config.DATA_DIR, 'pglite'),
    port: config.EMBEDDED_PG_PORT,
  });
  return { url: embedded.url, embedded };
}

export async function migrate(url: string) {
  return applyMigrations({ url, ...prismaPaths });
}
