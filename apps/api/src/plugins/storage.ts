import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import { LocalDiskStorage } from '../lib/storage/local-disk-storage.js';
import { createResumableStore, type ResumableStore } from '../lib/storage/resumable-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files go (UPLOAD_DIR on the local disk; see lib/storage for the interface). */
    storage: FileStorage;
    /** Where unfinished tus uploads live (docs/decisions/0045-tus-resumable-uploads.md). */
    resumable: ResumableStore;
  }
}

/**
 * The upload storage. Only the local disk exists today; an object store would be chosen here from
 * config, behind the same FileStorage interface. UPLOAD_DIR must lie outside any served folder: the
 * files are personal documents, reachable only through the API.
 */
export const storagePlugin = fp<{ config: Config }>(async (app, { config }) => {
  const storage = new LocalDiskStorage(config.UPLOAD_DIR);
  await storage.init();
  app.decorate('storage', storage);
  app.decorate('resumable', await createResumableStore(config.UPLOAD_DIR, config.UPLOAD_RESUMABLE_EXPIRY_MS));
});
