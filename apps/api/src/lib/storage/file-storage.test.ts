import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUploadDir } from '../../test/upload-dir.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * One backend under test: the storage, and everything it holds as names where `tmp:<key>` is a
 * temporary file and `file:<key>` a committed one, whatever the backend's own layout.
 */
interface Backend {
  storage: FileStorage;
  held(): Promise<string[]>;
  done(): Promise<void>;
}

const localBackend = async (): Promise<Backend> => {
  const dir = await makeUploadDir();
  const storage = new LocalDiskStorage(dir.path);
  await storage.init();
  return {
    storage,
    held: async () =>
      (await dir.files())
        .map((f) => (f.startsWith('tmp/') ? `tmp:${f.slice(4, -5)}` : `file:${f.split('/')[2]}`))
        .sort(),
    done: () => dir.remove(),
  };
};

let s3: TestS3;
const s3Backend = async (): Promise<Backend> => {
  const storage = s3.storage();
  return {
    storage,
    held: async () => (await s3.objects()).map((o) => o.replace(/^tmp\//, 'tmp:').replace(/^files\//, 'file:')).sort(),
    // Each test starts from an empty bucket.
    done: async () => storage.deleteObjects(await s3.objects()),
  };
};

beforeAll(async () => {
  s3 = await startS3();
}, 60_000);
afterAll(async () => s3?.close());

const readAll = async (storage: FileStorage, key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `bytes` as a stream of 64 KiB chunks, like a request body. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })(),
  );
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each([
  ['local disk', localBackend],
  ['S3 (s3rver)', s3Backend],
])('FileStorage contract: %s', (_name, makeBackend) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeEach(async () => {
    backend = await makeBackend();
    storage = backend.storage;
  });
  afterEach(async () => backend.done());

  it('keeps put files temporary until commit, then final under random keys', async () => {
    const batch = storage.batch();
    const a = await batch.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    const b = await batch.put(Readable.from([Buffer.from('second')]));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(await backend.held()).toEqual([`tmp:${a}`, `tmp:${b}`].sort());
    await expect(storage.read(a)).rejects.toThrow();

    await batch.commit();
    expect(await backend.held()).toEqual([`file:${a}`, `file:${b}`].sort());
    expect((await readAll(storage, a)).toString()).toBe('hello world');
    await storage.remove(a);
    await storage.remove(a);
    expect(await backend.held()).toEqual([`file:${b}`]);
    // Both drivers say "no such file" the same way, so the file routes answer 404 rather than 500.
    await expect(storage.read(a)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads stream back the same bytes, for a file larger than one upload part', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 3);
    const batch = storage.batch();
    const key = await batch.put(streamOf(bytes));
    await batch.commit();
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
  }, 60_000);

  it('rollback removes temporary and committed files alike', async () => {
    const batch = storage.batch();
    await batch.put(Readable.from([Buffer.from('one')]));
    await batch.commit();
    await batch.put(Readable.from([Buffer.from('two')]));
    await batch.rollback();
    expect(await backend.held()).toEqual([]);
  });

  it('a source failing mid-stream leaves no object, small or multipart', async () => {
    for (const before of [1024, 6 * 1024 * 1024]) {
      let sent = 0;
      const failing = new Readable({
        read() {
          if (sent >= before) return this.destroy(new Error('client went away'));
          sent += 64 * 1024;
          this.push(randomBytes(64 * 1024));
        },
      });
      await expect(storage.batch().put(failing)).rejects.toThrow('client went away');
    }
    expect(await backend.held()).toEqual([]);
  }, 60_000);

  it('refuses keys that are not its own (no path tricks)', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/not a storage key/);
    await expect(storage.remove('a/b')).rejects.toThrow(/not a storage key/);
  });

  it('removeOrphans deletes temporary files past the age, never young ones or committed files', async () => {
    const kept = storage.batch();
    const committed = await kept.put(Readable.from([Buffer.from('kept')]));
    await kept.commit();
    const open = await storage.batch().put(Readable.from([Buffer.from('left by a dead process')]));
    const hour = 60 * 60 * 1000;

    expect(await storage.removeOrphans(hour)).toBe(0);
    expect(await backend.held()).toEqual([`file:${committed}`, `tmp:${open}`].sort());
    // Two hours later the open batch is an orphan.
    expect(await storage.removeOrphans(hour, new Date(Date.now() + 2 * hour))).toBe(1);
    expect(await backend.held()).toEqual([`file:${committed}`]);
    expect((await readAll(storage, committed)).toString()).toBe('kept');
  });

  it('lists committed files only, and writeAt puts a file back under its own key (backups)', async () => {
    const batch = storage.batch();
    const committed = await batch.put(Readable.from([Buffer.from('committed')]));
    await batch.commit();
    await storage.batch().put(Readable.from([Buffer.from('still open')]));
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([{ key: committed, bytes: 9 }]);

    const restored = randomBytes(16).toString('hex');
    await storage.writeAt(restored, Readable.from([Buffer.from('restored')]));
    expect((await readAll(storage, restored)).toString()).toBe('restored');
    await expect(storage.writeAt('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(/not a storage key/);
  });

  it('writeAt leaves nothing when its source fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('archive unreadable'));
      },
    });
    await expect(storage.writeAt(randomBytes(16).toString('hex'), failing)).rejects.toThrow('archive unreadable');
    expect(await backend.held()).toEqual([]);
  });

  it('check answers while the storage is reachable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('LocalDiskStorage', () => {
  it('init deletes temporary files left by a dead process, but not recent ones', async () => {
    const dir = await makeUploadDir();
    try {
      const storage = new LocalDiskStorage(dir.path);
      await mkdir(storage.tempDir, { recursive: true });
      const old = join(storage.tempDir, 'old.part');
      const recent = join(storage.tempDir, 'recent.part');
      await writeFile(old, 'x');
      await writeFile(recent, 'y');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(old, twoHoursAgo, twoHoursAgo);
      await storage.init();
      expect(await dir.files()).toEqual(['tmp/recent.part']);
      expect(await readFile(recent, 'utf8')).toBe('y');
    } finally {
      await dir.remove();
    }
  });
});

describe('S3Storage', () => {
  it('check rejects when the store is unreachable', async () => {
    const other = await startS3('gone');
    const storage = other.storage();
    await other.close();
    await expect(storage.check()).rejects.toThrow();
  }, 60_000);
});
