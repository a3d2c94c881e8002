import type { Readable } from 'node:stream';

/** Where uploaded files live; an object store could replace the local disk: docs/decisions/0013-uploads-stream-all-or-nothing.md. */
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
