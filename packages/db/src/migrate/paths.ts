import { fileURLToPath } from 'node:url';

/**
 * The repository's prisma/ files, found from this module (src/migrate or dist/migrate: the same depth),
 * so scripts and tests work from any working directory.
 */
export const repoPrismaPaths = {
  schemaPath: fileURLToPath(new URL('../../../../prisma/schema.prisma', import.meta.url)),
  migrationsDir: fileURLToPath(new URL('../../../../prisma/migrations', import.meta.url)),
} as const;
