import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createTarPacker, type TarPackController } from 'modern-tar';
import type { EnvConfig } from '../config.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import {
  appVersion,
  ARCHIVE_FORMAT,
  Digest,
  DUMP_NAME,
  FILES_PREFIX,
  MANIFEST_NAME,
  PGLITE_NAME,
  type Manifest,
} from './manifest.js';
import { OperatorError } from './operator-error.js';
import {
  dumpDatabase,
  lastMigration,
  rowCounts,
  serverInfo,
  toolMajor,
  withClient,
  type PgTools,
} from './postgres-tools.js';

export interface BackupOptions {
  /** The archive to write; refused if it exists. */
  file: string;
  databaseUrl: string;
  storage: FileStorage;
  config: Pick<EnvConfig, 'STORAGE_DRIVER'>;
  tools: PgTools;
  /**
   * The embedded database this process opened (the site stopped): its data folder is the backup, no pg_dump needed
   * (PGlite ships none, and the machine's may be older than its PostgreSQL 18).
   */
  embeddedFolder?: () => Promise<Uint8Array>;
  now?: Date;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/** Writes `content` (exactly `bytes` long) as the member `name`, hashing it on the way. */
async function addMember(packer: TarPackController, name: string, bytes: number, content: Readable) {
  const digest = new Digest();
  const writer = packer.add({ name, size: bytes, mode: 0o600, type: 'file' }).getWriter();
  try {
    for await (const chunk of content) {
      const data = chunk as Uint8Array;
      digest.update(data);
      if (digest.bytes > bytes) break;
      await writer.write(data);
    }
    if (digest.bytes !== bytes) throw new Error(`${name} changed while it was read (${bytes} bytes expected)`);
    await writer.close();
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    content.destroy();
    throw error;
  }
  return digest.result();
}

/**
 * One archive (docs/decisions/0145-backup-and-restore-commands.md): database.dump (pg_dump's custom format; the
 * embedded database's folder, database.pglite.tar, when this process opened it),
 * files/<key> for every committed file of the store, then the manifest. Written as `<file>.partial` and
 * renamed when whole, so a failed backup leaves no archive that looks complete.
 */
export async function backup(options: BackupOptions): Promise<BackupSummary> {
  const { file, databaseUrl, storage, tools } = options;
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    throw new OperatorError(`${file} exists: name a new file`);
  const folder = options.embeddedFolder;
  const pgDumpMajor = folder ? 0 : await toolMajor(tools.dump);
  await mkdir(dirname(file), { recursive: true });
  const stage = await mkdtemp(join(tmpdir(), 'studychina-backup-'));
  const partial = `${file}.partial`;
  try {
    const dumpName = folder ? PGLITE_NAME : DUMP_NAME;
    const dumpFile = join(stage, dumpName);
    const database = folder
      ? await folderWithCounts(folder, databaseUrl, dumpFile)
      : await dumpWithCounts(tools.dump, pgDumpMajor, databaseUrl, dumpFile);

    const { readable, controller } = createTarPacker();
    const written = pipeline(Readable.fromWeb(readable), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    // A failed write (disk full) must stop the members being added, not wait on a stream nobody reads.
    written.catch((error: unknown) => controller.error(error));
    const members: Manifest['members'] = {};
    let files = 0;
    let bytes = 0;
    try {
      const dumpBytes = (await stat(dumpFile)).size;
      members[dumpName] = await addMember(controller, dumpName, dumpBytes, createReadStream(dumpFile));
      for await (const stored of storage.list()) {
        const name = `${FILES_PREFIX}${stored.key}`;
        members[name] = await addMember(controller, name, stored.bytes, await storage.read(stored.key));
        files += 1;
        bytes += stored.bytes;
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: 1,
        createdAt: (options.now ?? new Date()).toISOString(),
        app: await appVersion(),
        database,
        storage: { driver: options.config.STORAGE_DRIVER, files, bytes },
        members,
      };
      const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await addMember(controller, MANIFEST_NAME, json.byteLength, Readable.from([json]));
      controller.finalize();
    } catch (error) {
      controller.error(error);
      await written.catch(() => undefined);
      throw error;
    }
    await written;
    await rename(partial, file);
    const counts = Object.values(database.rowCounts);
    return { file, tables: counts.length, rows: counts.reduce((a, b) => a + b, 0), files, bytes };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** The embedded database's folder and its row counts: nothing else uses it while this process holds it. */
async function folderWithCounts(
  folder: () => Promise<Uint8Array>,
  url: string,
  dumpFile: string,
): Promise<Manifest['database']> {
  const { server, schema, counts } = await withClient(url, async (client) => ({
    server: (await serverInfo(client)).version,
    schema: await lastMigration(client),
    counts: await rowCounts(client),
  }));
  await writeFile(dumpFile, await folder(), { mode: 0o600 });
  return {
    server,
    pgDumpMajor: 0,
    dumpFormat: 'pglite',
    lastMigration: schema,
    countsInDumpSnapshot: true,
    rowCounts: counts,
  };
}

/**
 * pg_dump, and the row counts of the same moment: counted in a repeatable-read transaction whose snapshot
 * pg_dump is given. The embedded database serves every connection from one backend, where an open
 * transaction makes pg_dump's connection wait for ever: there the counts are taken just before the dump.
 */
async function dumpWithCounts(
  tool: string,
  pgDumpMajor: number,
  url: string,
  dumpFile: string,
): Promise<Manifest['database']> {
  return withClient(url, async (client) => {
    const server = await serverInfo(client);
    if (pgDumpMajor < server.major)
      throw new OperatorError(
        `${tool} is version ${pgDumpMajor} and cannot dump PostgreSQL ${server.major}: install the version ` +
          `${server.major} client tools (postgresql-client-${server.major}) on PATH or name their folder with --pg-bin <dir>` +
          (server.embedded
            ? '; or stop the site and run it again: with the site stopped, the embedded database is backed up without pg_dump'
            : ''),
      );
    const schema = await lastMigration(client);
    const info = (countsInDumpSnapshot: boolean, rowCounts: Record<string, number>) => ({
      server: server.version,
      pgDumpMajor,
      dumpFormat: 'pg_dump' as const,
      lastMigration: schema,
      countsInDumpSnapshot,
      rowCounts,
    });
    if (server.embedded) {
      const counts = await rowCounts(client);
      await dumpDatabase(tool, url, dumpFile);
      return info(false, counts);
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      const counts = await rowCounts(client);
      await dumpDatabase(tool, url, dumpFile, rows[0]!.id);
      return info(true, counts);
    } finally {
      await client.query('COMMIT');
    }
  });
}
