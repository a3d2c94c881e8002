import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StorageBatch, StoredFile } from './file-storage.js';

/** 128 random bits as hex: unguessable, and safe as a file name on every file system. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const newKey = () => randomBytes(16).toString('hex');

/** fs streams open and close asynchronously: removing the file before 'close' could let it reappear. */
const closed = (stream: WriteStream) =>
  stream.closed ? Promise.resolve() : new Promise<void>((resolve) => stream.once('close', () => resolve()));

/**
 * Files on the local disk under `root`: `tmp/<key>.part` while a batch is open, `files/<k0k1>/<key>` once
 * committed (two-letter shards keep directories small). Both are inside root, so commit is a rename on
 * one file system: atomic, and no byte is copied.
 */
export class LocalDiskStorage implements FileStorage {
  readonly tempDir: string;
  readonly filesDir: string;

  constructor(readonly root: string) {
    this.tempDir = join(root, 'tmp');
    this.filesDir = join(root, 'files');
  }

  /** Creates the directories and deletes temporary files older than `staleAfterMs` (see removeOrphans). */
  async init(staleAfterMs = 60 * 60 * 1000): Promise<void> {
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 });
    await mkdir(this.filesDir, { recursive: true, mode: 0o700 });
    await this.removeOrphans(staleAfterMs);
  }

  async removeOrphans(olderThanMs: number, now = new Date()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tempDir)) {
      const path = join(this.tempDir, name);
      const info = await stat(path).catch(() => null);
      if (name.endsWith('.part') && info && now.getTime() - info.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async check(): Promise<void> {
    await stat(this.filesDir);
  }

  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return join(this.filesDir, key.slice(0, 2), key);
  }

  tempPathOf(key: string): string {
    return join(this.tempDir, `${key}.part`);
  }

  batch(): StorageBatch {
    return new LocalDiskBatch(this);
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    const shards = await readdir(this.filesDir).catch(() => [] as string[]);
    for (const shard of shards.sort()) {
      const names = await readdir(join(this.filesDir, shard)).catch(() => [] as string[]);
      for (const key of names.sort()) {
        if (!KEY_PATTERN.test(key) || key.slice(0, 2) !== shard) continue;
        const info = await stat(this.pathOf(key));
        if (info.isFile()) yield { key, bytes: info.size };
      }
    }
  }

  async writeAt(key: string, content: Readable): Promise<void> {
    // Through tmp/ as a batch does: a stream that fails half-way never leaves a partial committed file.
    const target = this.pathOf(key);
    const temp = this.tempPathOf(key);
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(content, out);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await rename(temp, target);
    } catch (error) {
      await closed(out);
      await rm(temp, { force: true });
      throw error;
    }
  }
}

class LocalDiskBatch implements StorageBatch {
  private readonly staged = new Set<string>();
  private readonly committed = new Set<string>();

  constructor(private readonly storage: LocalDiskStorage) {}

  async put(content: Readable): Promise<string> {
    const key = newKey();
    const temp = this.storage.tempPathOf(key);
    // 'wx': never overwrite; 0600: uploads are personal documents.
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    this.staged.add(key);
    try {
      await pipeline(content, out);
    } catch (error) {
      await closed(out);
      await rm(temp, { force: true });
      this.staged.delete(key);
      throw error;
    }
    return key;
  }

  async commit(): Promise<void> {
    for (const key of [...this.staged]) {
      const target = this.storage.pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await rename(this.storage.tempPathOf(key), target);
      this.staged.delete(key);
      this.committed.add(key);
    }
  }

  async rollback(): Promise<void> {
    const paths = [
      ...[...this.staged].map((key) => this.storage.tempPathOf(key)),
      ...[...this.committed].map((key) => this.storage.pathOf(key)),
    ];
    this.staged.clear();
    this.committed.clear();
    await Promise.allSettled(paths.map((path) => rm(path, { force: true })));
  }
}
