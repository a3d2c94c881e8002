import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../../lib/storage/file-storage.js';

export interface ZipEntry {
  /** The path inside the archive (already unique and safe). */
  name: string;
  storageKey: string;
  createdAt: Date;
}

/**
 * The files as one ZIP, streamed (docs/product.md#back-office-queue-files-exports-and-audit): fflate's
 * streaming Zip in store mode (the documents are JPEG, PNG and PDF, compressed already), one file after
 * the other, the next chunk read only once the client has taken the previous ones, so memory stays at a
 * few chunks whatever the application's size. docs/decisions/0027-streamed-zip-and-csv.md.
 */
export function zipStream(
  storage: FileStorage,
  entries: ZipEntry[],
  /** Files made here rather than stored (a student's data export's JSON), written first. */
  made: { name: string; content: Uint8Array; createdAt: Date }[] = [],
): Readable {
  const out = new PassThrough();
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const entry of made) {
      const file = new ZipPassThrough(entry.name);
      file.mtime = entry.createdAt;
      zip.add(file);
      file.push(entry.content, true);
    }
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name);
      file.mtime = entry.createdAt;
      zip.add(file);
      const content = await storage.read(entry.storageKey);
      for await (const chunk of content) {
        file.push(chunk as Buffer);
        if (failed) throw failed;
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** `passportphoto/1-photo.jpg`: list, position and the sanitised original name; unique within the archive. */
export function zipEntryNames<T>(files: T[], nameOf: (file: T) => string): string[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const base = [...nameOf(file)]
      .map((char) => (char.charCodeAt(0) < 0x20 || '\\:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .replace(/(^|\/)\.\.?(?=\/|$)/g, '$1_');
    let name = base;
    for (let n = 2; seen.has(name); n += 1) name = base.replace(/(\.[^./]*)?$/, (ext) => `-${n}${ext}`);
    seen.add(name);
    return name;
  });
}
