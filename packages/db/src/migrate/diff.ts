import { startEmbeddedPostgres } from '../embedded.js';
import type { ShadowDatabase } from './adapter-bridge.js';
import { NO_FILTERS } from './apply.js';
import { migrationFolderName, readMigrationsList, withLockfile, writeMigration } from './migrations-folder.js';
import { openShadowDatabase } from './shadow-database.js';
import type { DiffOptions, DiffResult } from './types.js';
import { withSchemaEngine } from './wasm-engine.js';

/** With `exitCode: true` the engine answers 2 when the two schemas differ, 0 when they match. */
const DIFFERENT = 2;

/**
 * What `prisma migrate dev --create-only` produces, without a development database: the engine replays
 * the migrations folder into a shadow database, compares the result with schema.prisma and writes the
 * SQL that closes the gap as the next migration. Nothing is written when there is no difference.
 */
export async function diffMigrations(options: DiffOptions): Promise<DiffResult> {
  const migrationsList = await readMigrationsList(options.migrationsDir);
  const folder = migrationFolderName(options.name);
  const target = await diffTarget(options.url);
  try {
    const script = await withSchemaEngine(
      { url: target.url, schemaPath: options.schemaPath, openShadow: target.openShadow },
      async (engine, schemaFile) => {
        const result = await engine.diff({
          from: { tag: 'migrations', ...withLockfile(migrationsList) },
          to: { tag: 'schemaDatamodel', files: [schemaFile] },
          script: true,
          exitCode: true,
          filters: NO_FILTERS,
        });
        return result.exitCode === DIFFERENT ? result.stdout : null;
      },
    );
    if (!script) return { created: null };
    await writeMigration(options.migrationsDir, folder, script);
    return { created: folder };
  } finally {
    await target.release();
  }
}

interface DiffTarget {
  url: string;
  openShadow: () => Promise<ShadowDatabase>;
  release(): Promise<void>;
}

/**
 * The engine insists on connecting to a database even for a diff that only reads files. Given none,
 * a private in-memory embedded Postgres serves as both that connection and the shadow database: it
 * starts empty and is thrown away, which is all a shadow database must be.
 */
async function diffTarget(url: string | undefined): Promise<DiffTarget> {
  if (url) return { url, openShadow: () => openShadowDatabase(url), release: async () => undefined };
  const embedded = await startEmbeddedPostgres({});
  return {
    url: embedded.url,
    openShadow: async () => ({ url: embedded.url, release: async () => undefined }),
    release: () => embedded.stop(),
  };
}
