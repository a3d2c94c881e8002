import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The API only talks to this interface, so an object store (S3, R2, MinIO)
 * can replace the local disk without touching the routes: put = a multipart upload to a temporary key,
 * commit = copy to the final key (or complete the upload), rollback = delete.
 */
export interface FileStorage {
  /** Starts a set of files that become permanent together, or not at all. */
  batch(): StorageBatch;
  /** The stored bytes of a committed file. Rejects for an unknown key. */
  read(key: string): Promise<Readable>;
  /** Deletes a committed file; an unknown key is not an error. */
  remove(key: string): Promise<void>;
}

export interface StorageBatch {
  /**
   * Streams content into temporary storage (never whole in memory) and returns the file's future key,
   * random and server-chosen. Rejects, leaving nothing behind, if the stream fails.
   */
  put(content: Readable): Promise<string>;
  /** Makes every file put so far permanent under its key. */
  commit(): Promise<void>;
  /** Removes every file of the batch, temporary or already committed. Never rejects. */
  rollback(): Promise<void>;
}
