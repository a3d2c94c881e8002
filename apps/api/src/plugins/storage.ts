import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import { openFileStorage } from '../lib/storage/open-file-storage.js';
import { createResumableStore, type ResumableStore } from '../lib/storage/resumable-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files go (STORAGE_DRIVER: UPLOAD_DIR on the local disk, or an S3 bucket). */
    storage: FileStorage;
    /** Where unfinished tus uploads live (docs/decisions/0045-tus-resumable-uploads.md). */
    resumable: ResumableStore;
  }
}

/**
 * The upload storage, chosen by STORAGE_DRIVER (docs/decisions/0060-object-storage-s3.md). UPLOAD_DIR
 * must lie outside any served folder, and a bucket must be private: the files are personal documents,
 * reachable only through the API.
 */
export const storagePlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('storage', await openFileStorage(config));
  app.decorate('resumable', await createResumableStore(config.UPLOAD_DIR, config.UPLOAD_RESUMABLE_EXPIRY_MS));
});
