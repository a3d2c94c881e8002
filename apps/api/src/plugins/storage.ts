import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import { LocalDiskStorage } from '../lib/storage/local-disk-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files go (UPLOAD_DIR on the local disk; see lib/storage for the interface). */
    storage: FileStorage;
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
});
