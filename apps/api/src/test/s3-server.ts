import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Storage, type S3Storage } from '../lib/storage/s3-storage.js';

export interface TestS3 {
  /** The STORAGE_DRIVER=s3 settings of this server, as environment strings for testConfig. */
  env: Record<
    | 'STORAGE_DRIVER'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE',
    string
  >;
  storage(): S3Storage;
  /** Every object key in the bucket, sorted. */
  objects(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, a free port (or `port`) and a temp directory, with one empty bucket:
 * the S3 runs of the storage tests talk to it exactly as to MinIO or AWS.
 */
export async function startS3(bucket = 'studychina-test', port = 0): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port, // 0: a free one; a test may name one of its own (machines shared by several runs)
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    // s3rver's fixed development key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const storage = () => createS3Storage({ ...env, S3_FORCE_PATH_STYLE: true });
  const probe = storage();
  return {
    env,
    storage,
    async objects() {
      const page = await probe.client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      probe.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
