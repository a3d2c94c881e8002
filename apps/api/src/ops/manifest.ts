import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * What a backup archive holds besides its members (docs/decisions/0145-backup-and-restore-commands.md):
 * the manifest, the last member, names every other member with its size and SHA-256, and the database's
 * row count per table at the moment of the dump.
 */
export const MANIFEST_NAME = 'manifest.json';
export const DUMP_NAME = 'database.dump';
/** The embedded database's whole data folder (PGlite's dumpDataDir), in place of a pg_dump when it has none. */
export const PGLITE_NAME = 'database.pglite.tar';
export const FILES_PREFIX = 'files/';
export const ARCHIVE_FORMAT = 'studychina-backup';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    /** The server's version() at backup time. */
    server: z.string(),
    /** pg_dump's major version: pg_restore must be at least as new to read the dump (0: a PGlite folder). */
    pgDumpMajor: z.number().int(),
    /** pg_dump's custom format, or the embedded database's data folder (backed up with the site stopped). */
    dumpFormat: z.enum(['pg_dump', 'pglite']).default('pg_dump'),
    /** The last migration applied: the schema's version. */
    lastMigration: z.string().nullable(),
    /** Whether the counts were taken in the dump's own snapshot (always, except on the embedded database). */
    countsInDumpSnapshot: z.boolean(),
    rowCounts: z.record(z.string(), z.number().int().min(0)),
  }),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  members: z.record(z.string(), z.object({ bytes: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The app's name and version, from apps/api/package.json (the same relative path from src/ and dist/). */
export async function appVersion(): Promise<Manifest['app']> {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  const { name, version } = JSON.parse(text) as { name: string; version: string };
  return { name, version };
}

/** Counts bytes and hashes them as they pass. */
export class Digest {
  private readonly hash = createHash('sha256');
  bytes = 0;
  update(chunk: Uint8Array): void {
    this.hash.update(chunk);
    this.bytes += chunk.byteLength;
  }
  result(): { bytes: number; sha256: string } {
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}
