import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { unpackTar } from 'modern-tar/fs';
import type { FileStorage } from '../lib/storage/file-storage.js';
import {
  Digest,
  DUMP_NAME,
  FILES_PREFIX,
  MANIFEST_NAME,
  manifestSchema,
  PGLITE_NAME,
  type Manifest,
} from './manifest.js';
import { OperatorError } from './operator-error.js';
import {
  restoreDatabase,
  rowCounts,
  serverInfo,
  toolMajor,
  userRelations,
  withClient,
  type PgTools,
} from './postgres-tools.js';

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  /** Opened only once the database is known to be empty, so a refusal creates no upload folder. */
  openStorage: () => Promise<FileStorage>;
  tools: PgTools;
  /**
   * The embedded database this process opened, empty: replaced by a backup's data folder (database.pglite.tar);
   * answers the URL of the database started from it. Without it, such a backup is refused.
   */
  replaceEmbedded?: (folder: Uint8Array) => Promise<string>;
  /** Told what is going on, for a long restore. */
  progress?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Tables whose row count differs from the manifest's (none after a good restore). */
  differences: string[];
}

const FILE_KEY = /^files\/([0-9a-f]{32})$/;

/**
 * Restores an archive made by backup() into an empty database and an empty store
 * (docs/decisions/0145-backup-and-restore-commands.md). Refuses, writing nothing, a database that holds any
 * table or a store that holds any file; checks every member's SHA-256 against the manifest before writing.
 */
export async function restore(options: RestoreOptions): Promise<RestoreSummary> {
  const { file, databaseUrl, tools } = options;
  const say = options.progress ?? (() => undefined);
  if (
    !(await stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    throw new OperatorError(`${file}: no such file`);
  const serverMajor = await withClient(databaseUrl, async (client) => {
    const relations = await userRelations(client);
    if (relations > 0)
      throw new OperatorError(
        `The database is not empty (${relations} tables, views or sequences): restore only into a new, empty ` +
          'database (create one and point DATABASE_URL at it; with the embedded database, an empty DATA_DIR). ' +
          'Nothing was written.',
      );
    return (await serverInfo(client)).major;
  });
  const storage = await options.openStorage();
  for await (const held of storage.list()) {
    throw new OperatorError(
      `The file store is not empty (it holds ${held.key} at least): restore only into an empty UPLOAD_DIR or ` +
        'bucket. Nothing was written.',
    );
  }

  const stage = await mkdtemp(join(tmpdir(), 'studychina-restore-'));
  try {
    say(`Reading ${file}…`);
    const manifest = await unpackAndVerify(file, stage);
    let url = databaseUrl;
    if (manifest.database.dumpFormat === 'pglite') {
      if (!options.replaceEmbedded)
        throw new OperatorError(
          `${file} holds the embedded database's folder: restore it into the embedded database (no DATABASE_URL, ` +
            'an empty DATA_DIR, the site stopped). Nothing was written.',
        );
      say('Restoring the embedded database…');
      url = await options.replaceEmbedded(await readFile(join(stage, PGLITE_NAME)));
    } else {
      const pgRestoreMajor = await toolMajor(tools.restore);
      if (pgRestoreMajor < serverMajor)
        throw new OperatorError(
          `${tools.restore} is version ${pgRestoreMajor} and cannot restore into PostgreSQL ${serverMajor}: install ` +
            `the version ${serverMajor} client tools (postgresql-client-${serverMajor}) on PATH or name their ` +
            'folder with --pg-bin <dir>. Nothing was written.',
        );
      if (pgRestoreMajor < manifest.database.pgDumpMajor)
        throw new OperatorError(
          `The dump was made by pg_dump ${manifest.database.pgDumpMajor}; ${tools.restore} ${pgRestoreMajor} ` +
            `cannot read it: install the version ${manifest.database.pgDumpMajor} client tools. Nothing was written.`,
        );
      say('Restoring the database…');
      await restoreDatabase(tools.restore, databaseUrl, join(stage, DUMP_NAME));
    }
    const keys = Object.keys(manifest.members).flatMap((name) => FILE_KEY.exec(name)?.[1] ?? []);
    say(`Restoring ${keys.length} files…`);
    for (const key of keys) await storage.writeAt(key, createReadStream(join(stage, FILES_PREFIX, key)));

    const counts = await withClient(url, rowCounts);
    const differences = Object.entries(manifest.database.rowCounts)
      .filter(([table, expected]) => counts[table] !== expected)
      .map(([table, expected]) => `${table}: ${counts[table] ?? 'missing'} rows, the backup had ${expected}`);
    return { manifest, differences };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Unpacks the archive into `stage` and checks it against its manifest: the same members, each of the
 * size and SHA-256 listed. Any difference is a refusal before anything is written.
 */
async function unpackAndVerify(file: string, stage: string): Promise<Manifest> {
  const damaged = (why: string) => new OperatorError(`${file} is not a whole backup (${why}). Nothing was written.`);
  try {
    // modern-tar keeps every member inside `stage` (no absolute paths, no ../, no links out).
    await pipeline(createReadStream(file), unpackTar(stage, { strict: true, fmode: 0o600, dmode: 0o700 }));
  } catch (error) {
    throw damaged(`unreadable archive: ${(error as Error).message}`);
  }
  const text = await readFile(join(stage, MANIFEST_NAME), 'utf8').catch(() => null);
  if (text === null) throw damaged(`no ${MANIFEST_NAME}`);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw damaged(`${MANIFEST_NAME} is not JSON`);
  }
  if (!parsed.success) throw damaged(`${MANIFEST_NAME} is not a manifest of this app's backups`);
  const manifest = parsed.data;

  const entries = await readdir(stage, { recursive: true, withFileTypes: true });
  const present = entries
    .filter((e) => e.isFile())
    .map((e) => relative(stage, join(e.parentPath, e.name)))
    .filter((name) => name !== MANIFEST_NAME);
  const held = new Set(present);
  const listed = Object.keys(manifest.members);
  const dumpName = manifest.database.dumpFormat === 'pglite' ? PGLITE_NAME : DUMP_NAME;
  if (!listed.includes(dumpName)) throw damaged(`no ${dumpName} in the manifest`);
  for (const name of listed)
    if (name !== dumpName && !FILE_KEY.test(name)) throw damaged(`unexpected member ${name} in the manifest`);
  for (const name of present) if (!(name in manifest.members)) throw damaged(`${name} is not in the manifest`);
  for (const [name, expected] of Object.entries(manifest.members)) {
    if (!held.has(name)) throw damaged(`${name} is missing`);
    const digest = new Digest();
    for await (const chunk of createReadStream(join(stage, name))) digest.update(chunk as Buffer);
    const actual = digest.result();
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw damaged(`${name} does not match its checksum`);
  }
  return manifest;
}
