import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';

/**
 * Contrib modules the migrations create (CREATE EXTENSION): the back office's search column uses
 * unaccent and a pg_trgm index (docs/product.md#back-office-queue-files-exports-and-audit); the
 * programme catalogue's typo tolerance uses fuzzystrmatch's levenshtein
 * (docs/decisions/0112-programme-catalogue-search.md). PGlite ships them as bundles that must be named
 * when an instance opens, or CREATE EXTENSION fails.
 */
const extensions = { pg_trgm, unaccent, fuzzystrmatch };

export interface EmbeddedPostgresOptions {
  /** Where the data lives; created if missing. Undefined: in memory, gone after stop(). */
  dataDir?: string;
  /** TCP port on 127.0.0.1; 0 or undefined: any free port. */
  port?: number;
  /**
   * Start from a snapshot saved by saveSnapshot() (in memory, ignores dataDir); fails when there is none
   * or it cannot be read.
   */
  snapshot?: string;
  /**
   * A data folder's tarball (dumpDataDir's) to start from, into an empty dataDir: how `pnpm restore` puts an
   * embedded database back. Refused when dataDir already holds a cluster.
   */
  loadDataDir?: Uint8Array;
}

export interface EmbeddedPostgres {
  /** postgresql:// URL for `pg`, psql and Prisma (adapter-pg). */
  url: string;
  /** Closes the server and flushes PGlite to disk; reopening the same dataDir sees the data. */
  stop(): Promise<void>;
  /** Saves the whole cluster in the package's cache under `name`, for `snapshot` to start from later. */
  saveSnapshot(name: string): Promise<void>;
  /** The whole cluster as a tarball (PGlite's dumpDataDir, uncompressed), for `pnpm backup` without pg_dump. */
  dumpDataDir(): Promise<Uint8Array>;
}

// pglite-socket's default of one connection resets every further client: docs/decisions/0003-pglite-embedded-default.md.
const MAX_CONNECTIONS = 64;

/**
 * A Postgres (PGlite, PostgreSQL 18 in WebAssembly) served over TCP, for running the product and its
 * tests without installing Postgres. Connections share one backend: an open transaction makes the
 * others wait, so keep transactions short; so does a query's Parse...Sync (our patch of pglite-socket:
 * docs/decisions/0091-embedded-server-keeps-queries-whole.md). It serves a single database whatever name a client asks for.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const db = options.snapshot
    ? await openSnapshot(options.snapshot)
    : options.loadDataDir
      ? await openFromTarball(options.dataDir, options.loadDataDir)
      : await openPGlite(options.dataDir);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: MAX_CONNECTIONS,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    stop() {
      stopped ??= (async () => {
        try {
          await server.stop();
        } finally {
          await db.close();
        }
      })();
      return stopped;
    },
    saveSnapshot: (name) => saveTarball(db, cachePath(name)),
    dumpDataDir: async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()),
  };
}

/** A cluster from a tarball, into a data folder that must hold nothing yet (or in memory). */
async function openFromTarball(dataDir: string | undefined, tarball: Uint8Array): Promise<PGlite> {
  const dir = dataDir === undefined ? undefined : resolve(dataDir);
  if (dir) {
    await mkdir(dir, { recursive: true });
    if ((await readdir(dir)).length > 0) throw new Error(`${dir} already holds a database`);
  }
  return PGlite.create({ dataDir: dir, loadDataDir: new Blob([tarball]), extensions });
}

/** A new cluster starts from a cached initdb tarball (docs/decisions/0003-pglite-embedded-default.md); an existing one is opened. */
async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  const dir = dataDir === undefined ? undefined : resolve(dataDir);
  if (dir) {
    await mkdir(dir, { recursive: true });
    if ((await readdir(dir)).length > 0) return PGlite.create(dir, { extensions });
  }
  const template = await readFile(cachePath('initdb')).catch(() => null);
  if (template) {
    try {
      return await PGlite.create({ dataDir: dir, loadDataDir: new Blob([template]), extensions });
    } catch {
      // A damaged or foreign template: start from scratch below, and replace it.
      if (dir) await clearDirectory(dir);
    }
  }
  const db = await PGlite.create(dir, { extensions });
  await saveTarball(db, cachePath('initdb')).catch(() => undefined); // only a cache
  return db;
}

/** Whether saveSnapshot(name) has been done (in this checkout, for this PGlite version). */
export async function hasSnapshot(name: string): Promise<boolean> {
  return access(cachePath(name)).then(
    () => true,
    () => false,
  );
}

async function openSnapshot(name: string): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([await readFile(cachePath(name))]), extensions });
}

// Inside the package's node_modules (like other tools' caches), not the shared temp directory: a
// template planted there by someone else would become the database of whoever starts next.
const templateDir = fileURLToPath(new URL('../node_modules/.cache/studychina-db/', import.meta.url));

/** A cached cluster, per PGlite version (another version may not read it). */
function cachePath(name: string): string {
  const require = createRequire(import.meta.url);
  const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = require(packageJson) as { version: string };
  return join(templateDir, `pglite-${version}-${name}.tar`);
}

async function saveTarball(db: PGlite, target: string): Promise<void> {
  const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  await mkdir(templateDir, { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, tarball);
  await rename(partial, target); // atomic: a concurrent reader sees the whole file or none
}

async function clearDirectory(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true });
}
