import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, StorageBatch, StoredFile } from './file-storage.js';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** The same key shape as the local disk: 128 random bits as hex, so keys move between backends. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const newKey = () => randomBytes(16).toString('hex');
const TEMP_PREFIX = 'tmp/';
const FILES_PREFIX = 'files/';
/** S3's smallest multipart part: an upload holds at most this much (times the queue) in memory. */
const PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
}

/**
 * Files in an S3-compatible bucket (docs/decisions/0060-object-storage-s3.md): `tmp/<key>` while a batch
 * is open, `files/<key>` once committed. S3 has no rename, so commit is a server-side copy then a delete
 * of the temporary object; a crash between the two leaves only a `tmp/` object, which removeOrphans deletes.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor({ client, bucket }: S3StorageOptions) {
    this.client = client;
    this.bucket = bucket;
  }

  objectOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return FILES_PREFIX + key;
  }

  tempObjectOf(key: string): string {
    return `${TEMP_PREFIX}${key}`;
  }

  batch(): StorageBatch {
    return new S3Batch(this);
  }

  async read(key: string): Promise<Readable> {
    const object = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectOf(key) }))
      .catch((error: unknown) => {
        // The same "no such file" as the local disk, so the file routes answer 404 on both drivers.
        throw isMissing(error) ? Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' }) : error;
      });
    // In Node the SDK's body is an IncomingMessage: a Readable that streams from the store.
    return object.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectOf(key) }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: FILES_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(FILES_PREFIX.length) ?? '';
        if (KEY_PATTERN.test(key)) yield { key, bytes: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async writeAt(key: string, content: Readable): Promise<void> {
    // One PutObject or a multipart upload that is aborted on error: the object appears whole or not at all.
    await uploadObject(this, this.objectOf(key), content);
  }

  async removeOrphans(olderThanMs: number, now = new Date()): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: TEMP_PREFIX, ContinuationToken: token }),
      );
      const stale = (page.Contents ?? []).filter(
        (o) => o.Key && o.LastModified && now.getTime() - o.LastModified.getTime() > olderThanMs,
      );
      await this.deleteObjects(stale.map((o) => o.Key!));
      removed += stale.length;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  /** Deletes up to any number of objects, 1000 per request (S3's limit); absent ones are no error. */
  async deleteObjects(objectKeys: string[]): Promise<void> {
    for (let i = 0; i < objectKeys.length; i += 1000) {
      const Objects = objectKeys.slice(i, i + 1000).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    }
  }
}

/**
 * Streams `content` into the object `Key`: lib-storage reads the stream part by part (5 MiB, one at a time),
 * never the whole file in memory, and on an error aborts the multipart upload, so no part is left behind.
 */
async function uploadObject(storage: S3Storage, Key: string, content: Readable): Promise<void> {
  const upload = new Upload({
    client: storage.client,
    params: { Bucket: storage.bucket, Key, Body: content },
    partSize: PART_BYTES,
    queueSize: 1,
    leavePartsOnError: false,
  });
  // The caller needs the source's own error (e.g. the file-size limit), not a failure of the abort after it.
  let sourceError: unknown;
  content.once('error', (error) => (sourceError ??= error));
  try {
    await upload.done();
  } catch (error) {
    // A small file goes up as one PutObject, which the store may have finished before the error surfaced.
    await storage.deleteObjects([Key]).catch(() => undefined);
    throw sourceError ?? error;
  }
}

class S3Batch implements StorageBatch {
  private readonly staged = new Set<string>();
  private readonly committed = new Set<string>();

  constructor(private readonly storage: S3Storage) {}

  async put(content: Readable): Promise<string> {
    const key = newKey();
    const Key = this.storage.tempObjectOf(key);
    this.staged.add(key);
    try {
      await uploadObject(this.storage, Key, content);
    } catch (error) {
      this.staged.delete(key);
      throw error;
    }
    return key;
  }

  async commit(): Promise<void> {
    const { client, bucket } = this.storage;
    for (const key of [...this.staged]) {
      const temp = this.storage.tempObjectOf(key);
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, Key: this.storage.objectOf(key), CopySource: `${bucket}/${temp}` }),
      );
      this.staged.delete(key);
      this.committed.add(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: temp }));
    }
  }

  async rollback(): Promise<void> {
    const objects = [
      ...[...this.staged].map((key) => this.storage.tempObjectOf(key)),
      ...[...this.committed].map((key) => this.storage.objectOf(key)),
    ];
    this.staged.clear();
    this.committed.clear();
    await this.storage.deleteObjects(objects).catch(() => undefined);
  }
}

export interface S3Settings {
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The client for the configured store: AWS when S3_ENDPOINT is unset, else MinIO, R2, GCS's S3 API… */
export function createS3Storage(settings: S3Settings): S3Storage {
  const credentials =
    settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
      : undefined;
  const client = new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials,
    // Checksums on every request are newer than most S3-compatible stores; only send them when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3Storage({ client, bucket: settings.S3_BUCKET! });
}
