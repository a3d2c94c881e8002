import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/**
 * Where the bytes of unfinished tus uploads live (docs/decisions/0045-tus-resumable-uploads.md). The one
 * place that chooses the tus store: the local disk (UPLOAD_DIR/resumable), also with STORAGE_DRIVER=s3, where
 * UPLOAD_DIR is a volume shared by the replicas (docs/decisions/0061-resumable-uploads-when-scaled.md); a bucket
 * store (@tus/s3-store) would come here, behind the same four members. A completed upload is copied into FileStorage
 * and removed from here, so the rest of the code never sees this store.
 */
export interface ResumableStore {
  /** What @tus/server writes into. */
  datastore: DataStore;
  /** The bytes of an upload (complete or not). */
  read(id: string): Readable;
  /** Deletes an upload's bytes and its tus metadata; an unknown id is not an error. */
  remove(id: string): Promise<void>;
  /** Deletes uploads past their expiry; the number removed. */
  removeExpired(): Promise<number>;
}

export async function createResumableStore(root: string, expiryMs: number): Promise<ResumableStore> {
  const directory = join(root, 'resumable');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  return {
    datastore: store,
    read: (id) => store.read(id),
    remove: (id) => store.remove(id).catch(() => undefined),
    removeExpired: () => store.deleteExpired(),
  };
}
