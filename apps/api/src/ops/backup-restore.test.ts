import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, GetObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@studychina/db';
import { loadConfig, testConfig } from '../config.js';
import { migrate, openDatabase } from '../lib/database.js';
import { LocalDiskStorage } from '../lib/storage/local-disk-storage.js';
import { createApplicant } from '../test/applicant.js';
import { allListFiles, postApplication, validFields } from '../test/application-payload.js';
import { startS3, type TestS3 } from '../test/s3-server.js';
import { TestSmtpServer } from '../test/smtp-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../test/upload-dir.js';
import { backup } from './backup.js';
import { pgTools } from './postgres-tools.js';
import { restore } from './restore.js';

// `pnpm backup` and `pnpm restore` (docs/decisions/0145-backup-and-restore-commands.md), run as operators run them,
// on a real Postgres (the server of DATABASE_URL, as CI sets) and each file store: the local disk and S3 (s3rver).
const { DATABASE_URL: serverUrl } = loadConfig();

interface Command {
  code: number | null;
  output: string;
}

/** The command's real entry point in a child process, with only the settings given (plus PATH, for pg_dump). */
function runCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Command> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: new URL('../..', import.meta.url),
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every base table of every non-system schema with its row count: the test's own count, in one query. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const rows = await query<{ name: string; n: number }>(
    url,
    `SELECT table_schema || '.' || table_name AS name,
       (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I.%I', table_schema, table_name),
         false, true, '')))[1]::text::int AS n
     FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** A new, empty database on the test server; dropped by afterAll. */
const madeDatabases: string[] = [];
async function emptyDatabase(): Promise<string> {
  if (!serverUrl) throw new Error('The backup test needs a real Postgres: set DATABASE_URL (CI does).');
  const name = `backup_${randomBytes(6).toString('hex')}`;
  await query(serverUrl, `CREATE DATABASE ${name}`);
  madeDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every committed file of a local UPLOAD_DIR by key, with its SHA-256, read from the disk itself. */
async function localFiles(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(join(dir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile()))
    files[relative(join(dir, 'files'), join(e.parentPath, e.name))] = sha(await readFile(join(e.parentPath, e.name)));
  return files;
}

/** Every object of a bucket by key, with its SHA-256. */
async function bucketFiles(s3: TestS3): Promise<Record<string, string>> {
  const storage = s3.storage();
  const page = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
  const files: Record<string, string> = {};
  for (const { Key } of page.Contents ?? []) {
    const object = await storage.client.send(new GetObjectCommand({ Bucket: storage.bucket, Key }));
    files[Key!] = sha(Buffer.from(await object.Body!.transformToByteArray()));
  }
  storage.client.destroy();
  return files;
}

const smtp = new TestSmtpServer();
const uploadDirs: UploadDir[] = [];
const s3s: TestS3[] = [];
let archives: UploadDir;

/**
 * An application with a file in every list, sent through POST /apply, on a database of its own and the given
 * store; the app is then closed (its database kept), as an operator stops the server before a backup.
 */
async function sourceWithApplication(storageEnv: Record<string, string>): Promise<TestApp> {
  const source = await createTestApp({ seed: true, config: { ...smtp.config, ...storageEnv } });
  const student = await createApplicant(source.app);
  const res = await postApplication(source.app, student.authorization, validFields(), allListFiles());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await source.app.close();
  return source;
}

// Both sources (local disk, S3) are made at once: each is mostly waiting on Postgres and the store.
let local: { source: TestApp; uploads: UploadDir };
let bucket: { source: TestApp; from: TestS3; to: TestS3 };
beforeAll(async () => {
  await smtp.start();
  archives = await makeUploadDir();
  const [uploads, from, to] = await Promise.all([
    newUploadDir(),
    startS3('studychina-source'),
    startS3('studychina-target'),
  ]);
  s3s.push(from, to);
  const [localSource, bucketSource] = await Promise.all([
    sourceWithApplication({ UPLOAD_DIR: uploads.path }),
    sourceWithApplication(from.env),
  ]);
  local = { source: localSource, uploads };
  bucket = { source: bucketSource, from, to };
});
afterAll(async () => {
  await local?.source.database.drop();
  await bucket?.source.database.drop();
  for (const name of madeDatabases) await query(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  for (const dir of [...uploadDirs, archives]) await dir?.remove();
  for (const s3 of s3s) await s3.close();
  await smtp.stop();
});

const newUploadDir = async () => {
  const dir = await makeUploadDir();
  uploadDirs.push(dir);
  return dir;
};

describe('pnpm backup and pnpm restore, local disk', () => {
  let source: TestApp;
  let sourceUploads: UploadDir;
  let archive: string;
  let sourceEnv: Record<string, string>;
  beforeAll(() => {
    ({ source, uploads: sourceUploads } = local);
    archive = join(archives.path, 'local.tar');
    sourceEnv = { DATABASE_URL: source.database.url, UPLOAD_DIR: sourceUploads.path };
  });

  it('restores every table and every file into an empty database and folder', async () => {
    const made = await runCommand('backup', [archive], sourceEnv);
    expect(made.output).toContain(`and ${allListFiles().length} files`);
    expect(made.code).toBe(0);

    const target = { DATABASE_URL: await emptyDatabase(), UPLOAD_DIR: (await newUploadDir()).path };
    const restored = await runCommand('restore', [archive], target);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);

    const counts = await tableCounts(target.DATABASE_URL);
    expect(counts).toEqual(await tableCounts(source.database.url));
    expect(counts['public.ApplicationFile']).toBe(allListFiles().length);
    const files = await localFiles(target.UPLOAD_DIR);
    expect(Object.keys(files)).toHaveLength(allListFiles().length);
    expect(files).toEqual(await localFiles(sourceUploads.path));
  });

  it('refuses a database that is not empty, writing nothing', async () => {
    // The source itself: a database with tables.
    const intoUsedDatabase = { DATABASE_URL: source.database.url, UPLOAD_DIR: (await newUploadDir()).path };
    const refused = await runCommand('restore', [archive], intoUsedDatabase);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The database is not empty');
    expect(refused.output).toContain('Nothing was written.');
    expect(await localFiles(intoUsedDatabase.UPLOAD_DIR)).toEqual({});
  });

  // The same refusals as above, in this process (each command costs a Node start).
  const restoreInto = (file: string, databaseUrl: string, uploadDir: string) =>
    restore({
      file,
      databaseUrl,
      openStorage: async () => {
        const storage = new LocalDiskStorage(uploadDir);
        await storage.init();
        return storage;
      },
      tools: pgTools(),
    });

  it('refuses a folder that holds files, writing nothing', async () => {
    const emptyDatabaseUrl = await emptyDatabase();
    const before = await localFiles(sourceUploads.path);
    await expect(restoreInto(archive, emptyDatabaseUrl, sourceUploads.path)).rejects.toThrow(
      /^The file store is not empty .* Nothing was written\.$/,
    );
    expect(await tableCounts(emptyDatabaseUrl)).toEqual({});
    expect(await localFiles(sourceUploads.path)).toEqual(before);
  });

  it('refuses an archive whose file does not match its checksum, writing nothing', async () => {
    const bytes = await readFile(archive);
    // One byte of an uploaded PDF changed inside the archive: the tar stays readable, the checksum does not match.
    const at = bytes.indexOf('%PDF');
    expect(at).toBeGreaterThan(0);
    bytes[at + 1] = 'Q'.charCodeAt(0);
    const damaged = join(archives.path, 'damaged.tar');
    await writeFile(damaged, bytes);

    const target = { databaseUrl: await emptyDatabase(), uploadDir: (await newUploadDir()).path };
    await expect(restoreInto(damaged, target.databaseUrl, target.uploadDir)).rejects.toThrow(
      /files\/[0-9a-f]{32} does not match its checksum\)\. Nothing was written\./,
    );
    expect(await tableCounts(target.databaseUrl)).toEqual({});
    expect(await localFiles(target.uploadDir)).toEqual({});
  });

  it('names the client tools to install when they are missing or older than the server', async () => {
    const attempt = (binDir: string, file: string) =>
      backup({
        file: join(archives.path, file),
        databaseUrl: source.database.url,
        storage: new LocalDiskStorage(sourceUploads.path),
        config: testConfig(),
        tools: pgTools(binDir),
      });
    await expect(attempt(join(archives.path, 'no-such-folder'), 'missing.tar')).rejects.toThrow(
      /pg_dump was not found: install the PostgreSQL client tools/,
    );
    // A pg_dump that says it is version 9, as an old client would.
    const oldTools = (await newUploadDir()).path;
    await writeFile(join(oldTools, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    await chmod(join(oldTools, 'pg_dump'), 0o755);
    await expect(attempt(oldTools, 'old.tar')).rejects.toThrow(
      /is version 9 and cannot dump PostgreSQL \d+: install the version \d+ client tools/,
    );
    for (const file of ['missing.tar', 'old.tar', 'old.tar.partial'])
      await expect(stat(join(archives.path, file))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('does not overwrite an existing archive', async () => {
    const before = sha(await readFile(archive));
    const storage = new LocalDiskStorage(sourceUploads.path);
    await expect(
      backup({
        file: archive,
        databaseUrl: source.database.url,
        storage,
        config: testConfig(),
        tools: pgTools(),
      }),
    ).rejects.toThrow('exists: name a new file');
    expect(sha(await readFile(archive))).toBe(before);
  });
});

describe('pnpm backup and pnpm restore, S3 (s3rver)', () => {
  it('restores every table and every object into an empty database and bucket', async () => {
    const { source, from, to } = bucket;
    const archive = join(archives.path, 's3.tar');
    const made = await runCommand('backup', [archive], { DATABASE_URL: source.database.url, ...from.env });
    expect(made.code, made.output).toBe(0);

    const target = { DATABASE_URL: await emptyDatabase(), ...to.env };
    const restored = await runCommand('restore', [archive], target);
    expect(restored.code, restored.output).toBe(0);

    expect(await tableCounts(target.DATABASE_URL)).toEqual(await tableCounts(source.database.url));
    const files = await bucketFiles(to);
    expect(Object.keys(files)).toHaveLength(allListFiles().length);
    expect(files).toEqual(await bucketFiles(from));
  });
});

/** Every table's row count, one count(*) a table (the embedded database has no XML functions for tableCounts). */
async function countsOneByOne(url: string): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables)
    counts[`${schema}.${name}`] = (
      await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM "${schema}"."${name}"`)
    )[0]!.n;
  return counts;
}

describe("pnpm backup and pnpm restore, the embedded database (pnpm start's default)", () => {
  const embedded = (dataDir: string) => ({ DATABASE_URL: undefined, DATA_DIR: dataDir, EMBEDDED_PG_PORT: 0 });

  it('backs up its folder with the site stopped, no pg_dump needed, and restores it into an empty DATA_DIR', async () => {
    const source = { DATA_DIR: (await newUploadDir()).path, UPLOAD_DIR: (await newUploadDir()).path };
    const database = await openDatabase(embedded(source.DATA_DIR));
    let before: Record<string, number>;
    try {
      await migrate(database.url);
      const prisma = createPrismaClient({ url: database.url });
      await prisma.user.create({ data: { email: 'embedded@example.com', firstname: 'Ada', lastname: 'Obi' } });
      await prisma.$disconnect();
      before = await countsOneByOne(database.url);
    } finally {
      await database.embedded?.stop();
    }
    expect(before['public.User']).toBe(1);
    const storage = new LocalDiskStorage(source.UPLOAD_DIR);
    await storage.init();
    await storage.writeAt(randomBytes(16).toString('hex'), Readable.from([randomBytes(5000)]));

    // PATH's pg_dump may be older than PGlite's PostgreSQL 18 (it is here): the stopped site's folder is the backup.
    const archive = join(archives.path, 'embedded.tar');
    const made = await runCommand('backup', [archive], source);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('and 1 files');

    const target = { DATA_DIR: (await newUploadDir()).path, UPLOAD_DIR: (await newUploadDir()).path };
    const restored = await runCommand('restore', [archive], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Restored');
    const after = await openDatabase(embedded(target.DATA_DIR));
    try {
      expect(await countsOneByOne(after.url)).toEqual(before);
    } finally {
      await after.embedded?.stop();
    }
    expect(await localFiles(target.UPLOAD_DIR)).toEqual(await localFiles(source.UPLOAD_DIR));

    // Such a backup goes back into the embedded database only: a server's database is refused, nothing written.
    const intoServer = await runCommand('restore', [archive], {
      DATABASE_URL: await emptyDatabase(),
      UPLOAD_DIR: (await newUploadDir()).path,
    });
    expect(intoServer.code).toBe(1);
    expect(intoServer.output).toContain("holds the embedded database's folder");
  });
});
