import { randomUUID } from 'node:crypto';
import { startEmbeddedPostgres } from '../embedded.js';
import type { ShadowDatabase } from './adapter-bridge.js';
import { createDatabase, dropDatabase, isEmbeddedServer, querySingle, withDatabase } from './databases.js';

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Where the engine replays the migrations folder to learn the schema it produces (diff, and status
 * with a shadow database). Like `prisma migrate dev`, a temporary database on the same server; when
 * that is impossible (no server given, the embedded Postgres, no CREATEDB right) a private in-memory
 * embedded Postgres instead, which needs no privileges and touches nobody's data.
 */
export async function openShadowDatabase(serverUrl: string | undefined): Promise<ShadowDatabase> {
  if (!serverUrl || (await isEmbeddedServer(serverUrl))) return openEmbeddedShadow();
  const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
  try {
    await createDatabase(serverUrl, name);
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return openEmbeddedShadow();
    throw error;
  }
  const url = withDatabase(serverUrl, name);
  const release = () => dropDatabase(serverUrl, name);
  // A pooler in front of the server may ignore the database name; replaying into the wrong one
  // would be destructive, so check before handing it to the engine.
  if ((await querySingle(url, 'SELECT current_database()').catch(() => null)) !== name) {
    await release();
    return openEmbeddedShadow();
  }
  return { url, release };
}

async function openEmbeddedShadow(): Promise<ShadowDatabase> {
  const embedded = await startEmbeddedPostgres({});
  return { url: embedded.url, release: () => embedded.stop() };
}
