import type { EnvConfig } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

/**
 * The upload storage chosen by STORAGE_DRIVER (docs/decisions/0060-object-storage-s3.md): UPLOAD_DIR on the
 * local disk (its folders created), or the S3 bucket. The one place that chooses, for the server and the
 * backup commands alike.
 */
export async function openFileStorage(config: EnvConfig): Promise<FileStorage> {
  if (config.STORAGE_DRIVER === 's3') return createS3Storage(config);
  const local = new LocalDiskStorage(config.UPLOAD_DIR);
  await local.init();
  return local;
}
