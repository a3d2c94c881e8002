import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUploadDir } from '../../test/upload-dir.js';
import { LocalDiskStorage } from './local-disk-storage.js';

let dir: Awaited<ReturnType<typeof makeUploadDir>>;
let storage: LocalDiskStorage;

beforeEach(async () => {
  dir = await makeUploadDir();
  storage = new LocalDiskStorage(dir.path);
  await storage.init();
});
afterEach(async () => dir.remove());

const read = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('LocalDiskStorage', () => {
  it('keeps put files temporary until commit, then under random sharded keys', async () => {
    const batch = storage.batch();
    const a = await batch.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    const b = await batch.put(Readable.from([Buffer.from('second')]));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(await dir.files()).toEqual([`tmp/${a}.part`, `tmp/${b}.part`].sort());
    await expect(storage.read(a)).rejects.toThrow();

    await batch.commit();
    expect(await dir.files()).toEqual([`files/${a.slice(0, 2)}/${a}`, `files/${b.slice(0, 2)}/${b}`].sort());
    expect((await read(a)).toString()).toBe('hello world');
    await storage.remove(a);
    await storage.remove(a);
    expect(await dir.files()).toEqual([`files/${b.slice(0, 2)}/${b}`]);
  });

  it('rollback removes temporary and committed files alike', async () => {
    const batch = storage.batch();
    await batch.put(Readable.from([Buffer.from('one')]));
    await batch.commit();
    await batch.put(Readable.from([Buffer.from('two')]));
    await batch.rollback();
    expect(await dir.files()).toEqual([]);
  });

  it('a failing source leaves no temporary file', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.batch().put(failing)).rejects.toThrow('client went away');
    expect(await dir.files()).toEqual([]);
  });

  it('refuses keys that are not its own (no path tricks)', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/not a storage key/);
    await expect(storage.remove('a/b')).rejects.toThrow(/not a storage key/);
  });

  it('init deletes temporary files left by a dead process, but not recent ones', async () => {
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
  });
});
