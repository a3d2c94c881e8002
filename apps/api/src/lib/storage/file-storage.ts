import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local disk or an S3-compatible bucket (docs/decisions/0013-uploads-stream-all-or-nothing.md,
 * docs/decisions/0060-object-storage-s3.md).
 */
export interface FileStorage {
  /** Starts a set of files that become permanent together, or not at all. */
  batch(): StorageBatch;
  /** The stored bytes of a committed file. Rejects for an unknown key. */
  read(key: string): Promise<Readable>;
  /** Deletes a committed file; an unknown key is not an error. */
  remove(key: string): Promise<void>;
  /** Rejects when the storage cannot be reached (the readiness probe). */
  check(): Promise<void>;
  /**
   * Deletes temporary files older than `olderThanMs`, left by a process that died mid-upload or mid-commit;
   * younger ones may belong to a batch still open on another instance. The number removed.
   */
  removeOrphans(olderThanMs: number, now?: Date): Promise<number>;
  /** Every committed file, in no set order (a backup reads them all: docs/decisions/0145-backup-and-restore-commands.md). */
  list(): AsyncIterable<StoredFile>;
  /**
   * Stores `content` as the committed file `key`, a key it had before (a restore). Rejects, leaving nothing
   * behind, if the stream fails; the caller makes sure the key is free (a restore checks the store is empty).
   */
  writeAt(key: string, content: Readable): Promise<void>;
}

export interface StoredFile {
  key: string;
  bytes: number;
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
