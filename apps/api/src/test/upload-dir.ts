import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export interface UploadDir {
  path: string;
  files(): Promise<string[]>;
  remove(): Promise<void>;
}

/** A fresh UPLOAD_DIR under the system temp folder, so tests see exactly the files they caused. */
export async function makeUploadDir(): Promise<UploadDir> {
  const path = await mkdtemp(join(tmpdir(), 'studychina-uploads-'));
  return {
    path,
    /** Every file below the directory (temporary and committed), as paths relative to it. */
    async files() {
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(path, join(e.parentPath, e.name)))
        .sort();
    },
    remove: () => rm(path, { recursive: true, force: true }),
  };
}

/** Polls until `check` passes (async server-side clean-up after a dropped connection), or fails with its last error. */
export async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
