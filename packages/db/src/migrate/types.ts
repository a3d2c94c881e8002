/** Where the database is and where Prisma's files are (absolute or relative to the working directory). */
export interface MigrationPaths {
  /** postgresql:// URL of a database that already exists (the engine cannot create it). */
  url: string;
  /** prisma/migrations: one folder per migration, each with its migration.sql. */
  migrationsDir: string;
  /** prisma/schema.prisma */
  schemaPath: string;
}

export interface ApplyResult {
  /** Folder names of the migrations applied by this call, in order; empty when up to date. */
  applied: string[];
}

export interface MigrationStatus {
  /** True when the database matches the folder: nothing pending, failed, edited or unknown. */
  upToDate: boolean;
  /** Whether `_prisma_migrations` exists yet. */
  hasMigrationsTable: boolean;
  /** In the folder, not yet applied. */
  pending: string[];
  /** Applied to the database but missing from the folder. */
  unknownToFolder: string[];
  /** Started and failed; `prisma migrate resolve` (or fixing by hand) is needed before deploying. */
  failed: string[];
  /** Applied, but migration.sql changed since (checksum mismatch). */
  edited: string[];
}

export interface DiffOptions extends Omit<MigrationPaths, 'url'> {
  /** Name of the new migration (snake_cased into the folder name). */
  name: string;
  /**
   * A Postgres server on which a temporary shadow database may be created to replay the migrations.
   * Undefined (or the embedded Postgres): a private in-memory embedded Postgres is used instead.
   */
  url?: string | undefined;
}

export interface DiffResult {
  /** The new folder's name (`<YYYYMMDDHHMMSS>_<name>`), or null when the schema matches the migrations. */
  created: string | null;
}
