import { NO_FILTERS } from './apply.js';
import { readMigrationsList } from './migrations-folder.js';
import type { MigrationPaths, MigrationStatus } from './types.js';
import { withSchemaEngine } from './wasm-engine.js';

/** `prisma migrate status`: compares `_prisma_migrations` with the folder, changing nothing. */
export async function migrationStatus(paths: MigrationPaths): Promise<MigrationStatus> {
  const migrationsList = await readMigrationsList(paths.migrationsDir);
  const output = await withSchemaEngine({ url: paths.url, schemaPath: paths.schemaPath }, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS }),
  );
  const { history } = output;
  // historiesDiverge carries both lists; each of the other two diagnostics carries one of them.
  const pending = history && 'unappliedMigrationNames' in history ? history.unappliedMigrationNames : [];
  const unknownToFolder = history && 'unpersistedMigrationNames' in history ? history.unpersistedMigrationNames : [];
  const status: MigrationStatus = {
    upToDate: false,
    hasMigrationsTable: output.hasMigrationsTable,
    pending,
    unknownToFolder,
    failed: output.failedMigrationNames,
    edited: output.editedMigrationNames,
  };
  status.upToDate = [pending, unknownToFolder, status.failed, status.edited].every((list) => list.length === 0);
  return status;
}
