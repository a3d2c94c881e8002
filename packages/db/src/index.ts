import { Prisma } from './generated/prisma/client.js';
export { createPrismaClient, PrismaClient } from './client.js';
export type { PrismaClientOptions } from './client.js';
export * from './generated/prisma/enums.js';
export type {
  Prisma,
  User,
  OneTimeCode,
  Hero,
  Major,
  Application,
  EducationEntry,
  FamilyMember,
  ApplicationFile,
  IssuedDocument,
  DocumentSigningKey,
  ContactMessage,
  ConsumedHandoff,
  ApplicationEvent,
  ApplicationNote,
  DocumentRequest,
  AuditLog,
  ApplicationDraft,
  DraftUpload,
  MessageTemplate,
  City,
  University,
  Accommodation,
  Programme,
  ProgrammeDocument,
  Intake,
  Scholarship,
  ScholarshipUniversity,
  ScholarshipProgramme,
  ExchangeRate,
  SearchWord,
} from './generated/prisma/client.js';
export * from './catalogue/search-text.js';
/** Decimal arithmetic (the Decimal Prisma reads numeric columns as): exchange rates are never floats. */
export const Decimal = Prisma.Decimal;
export type Decimal = Prisma.Decimal;
export { seedCatalogueIfEmpty, type CatalogueSeedResult } from './catalogue/starter.js';
export {
  buildProgramme,
  programmeSlug,
  slugify,
  type ProgrammeDraft,
  type Subject,
} from './catalogue/programme-rows.js';
export { readSubjects } from './catalogue/subjects.js';
export { insertProgrammes, recordSearchWords } from './catalogue/write.js';
export { seededRandom, between, pick, type Random } from './catalogue/random.js';
export { nextMarchStarts, nextSeptemberStarts, shanghaiEndOfDay } from './catalogue/intake-dates.js';
export { applyMigrations, diffMigrations, migrationStatus } from './migrate/index.js';
export type { ApplyResult, MigrationPaths } from './migrate/index.js';
export { startEmbeddedPostgres } from './embedded.js';
export type { EmbeddedPostgres } from './embedded.js';
export { createTestDatabase, prepareTestTemplate } from './test-database.js';
export type { TestDatabase, TestDatabaseOptions } from './test-database.js';
export { seedIfEmpty } from './seed.js';
