export { applyMigrations } from './apply.js';
export { diffMigrations } from './diff.js';
export { repoPrismaPaths } from './paths.js';
export { migrationStatus } from './status.js';
export type { ApplyResult, DiffOptions, DiffResult, MigrationPaths, MigrationStatus } from './types.js';
