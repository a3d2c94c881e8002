import { readMigrationsList } from './migrations-folder.js';
import type { ApplyResult, MigrationPaths } from './types.js';
import { withSchemaEngine } from './wasm-engine.js';

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * `prisma migrate deploy` through the WASM engine: applies the folder's pending migrations in order,
 * each recorded in `_prisma_migrations` exactly as the CLI records it (checksum = sha256 of
 * migration.sql), so the native CLI can take over the same database later. Stops at the first
 * failing migration, which is rolled back whole and recorded as failed.
 */
export async function applyMigrations(paths: MigrationPaths): Promise<ApplyResult> {
  const migrationsList = await readMigrationsList(paths.migrationsDir);
  return withSchemaEngine({ url: paths.url, schemaPath: paths.schemaPath }, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return { applied: appliedMigrationNames };
  });
}

export { NO_FILTERS };
