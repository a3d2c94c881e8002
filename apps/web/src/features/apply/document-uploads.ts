import type { DetailedError, Upload } from 'tus-js-client';
import { API_PREFIX, asWritten, isFileListName, text, type FileListName, type Text } from '@studychina/contracts';

/*
 * The Documents step's background uploads (docs/product.md#resumable-uploads-and-the-server-draft): each
 * chosen file goes to the API's tus endpoint as soon as it is chosen, in chunks, so a dropped connection
 * costs at most one chunk. Framework-free: the form's hook keeps the items in React state and applies the
 * changes reported here. tus-js-client is loaded on the first upload (a chunk of its own: only /apply
 * downloads it, and only once a file is chosen).
 */

export type UploadState = 'uploading' | 'waiting' | 'retrying' | 'failed' | 'done' | 'refused' | 'interrupted';

/** One document of a list: chosen on this device (`file`) or found in the server draft (`id` only). */
export interface DocItem {
  key: string;
  name: string;
  size: number;
  type: string;
  file?: File;
  /** The upload's id on the server (the draft file's id), once created. */
  id?: string;
  state: UploadState;
  percent: number;
  /** Why the server refused it: the API's own text (as it wrote it, in the request's language), the same as /apply's. */
  error?: Text;
  /** An interrupted upload's entry in tus-js-client's storage (its fingerprint), to forget it on Remove. */
  storedKey?: string;
}

/** 1 MiB: what a drop on mobile data costs at most (the API's tus server takes any chunk size). */
export const CHUNK_SIZE = 1024 * 1024;
/** Back-off between retries of a failed request while the browser says it is online. */
export const RETRY_DELAYS = [1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

let nextKey = 0;
export const newItemKey = () => `doc-${Date.now().toString(36)}-${++nextKey}`;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const idOf = (url: string | null) => (url ? (url.split('/').pop() ?? undefined) : undefined);
const statusOf = (error: DetailedError) => error.originalResponse?.getStatus() ?? 0;
/** tus-js-client's own rule (server errors, 409 and 423 are worth a retry; other 4xx are answers), while online. */
const worthRetrying = (error: DetailedError) => {
  const status = statusOf(error);
  return (status < 400 || status >= 500 || status === 409 || status === 423) && !offline();
};
/** The API's refusal text from a JSON error body, else tus's plain text, else the status. */
const refusalText = (error: DetailedError): Text => {
  const body = error.originalResponse?.getBody() ?? '';
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string') return asWritten(message);
  } catch {
    // tus's own errors are plain text.
  }
  return body.trim() ? asWritten(body.trim()) : text('request.failed', { status: statusOf(error) });
};

/** tus-js-client keeps each unfinished upload's fingerprint in localStorage under keys starting so. */
const hasStoredUploads = () => {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith('tus::'));
  } catch {
    return false;
  }
};

/**
 * Uploads this browser began and did not finish (a reload, a tab the phone killed), by list: shown as
 * interrupted until the same file is chosen again, which resumes it. tus-js-client is loaded only when
 * there are some.
 */
export async function findInterruptedUploads(): Promise<(DocItem & { list: FileListName })[]> {
  if (!hasStoredUploads()) return [];
  const { defaultOptions } = await import('tus-js-client');
  const stored = (await defaultOptions.urlStorage?.findAllUploads()) ?? [];
  return stored.flatMap((upload) => {
    const { listName = '', filename } = upload.metadata;
    if (!isFileListName(listName) || !filename || !upload.uploadUrl) return [];
    const item: DocItem & { list: FileListName } = {
      list: listName,
      key: `stored-${upload.urlStorageKey}`,
      name: filename,
      size: upload.size ?? 0,
      type: '',
      id: idOf(upload.uploadUrl),
      state: 'interrupted',
      percent: 0,
      storedKey: upload.urlStorageKey,
    };
    return [item];
  });
}

/** Forgets an interrupted upload's fingerprint (the student removed it). */
export async function forgetStoredUpload(storedKey: string): Promise<void> {
  const { defaultOptions } = await import('tus-js-client');
  await defaultOptions.urlStorage?.removeUpload(storedKey);
}

export interface DocumentUploadsOptions {
  token: string;
  onChange(key: string, patch: Partial<DocItem>): void;
}

export function createDocumentUploads({ token, onChange }: DocumentUploadsOptions) {
  const uploads = new Map<string, Upload>();
  /** Files whose upload could not even begin (tus-js-client's chunk not loaded, offline): begun again later. */
  const unstarted = new Map<string, () => Promise<void>>();
  const removed = new Set<string>();
  /** Uploads stopped by a lost network, resumed when it is back (only those: a running one must not start twice). */
  const paused = new Set<string>();
  let stopped = false;

  const pause = (key: string) => {
    paused.add(key);
    onChange(key, { state: 'waiting' });
  };
  const resume = (key: string, upload: Upload) => {
    if (offline()) return pause(key);
    paused.delete(key);
    onChange(key, { state: 'uploading' });
    upload.start();
  };

  // Offline: every running upload stops and waits; online again: each resumes from the server's offset (HEAD).
  const onOffline = () => {
    for (const [key, upload] of uploads) {
      void upload.abort();
      pause(key);
    }
  };
  const onOnline = () => {
    for (const [key, upload] of uploads) if (paused.has(key)) resume(key, upload);
    for (const begin of [...unstarted.values()]) void begin();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  /** Loads tus-js-client (first time only), then creates or resumes the upload. */
  async function send(key: string, list: FileListName, file: File): Promise<void> {
    const { Upload } = await import('tus-js-client');
    if (stopped || removed.has(key)) return;
    const upload: Upload = new Upload(file, {
      endpoint: new URL(`${API_PREFIX}/uploads`, window.location.origin).href,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { listName: list, filename: file.name },
      // Stored fingerprints let the same file, chosen again after a reload or a killed tab, resume.
      storeFingerprintForResuming: true,
      // tus-js-client's own fingerprint is the file alone: one file chosen for two lists while the first
      // upload runs (a passport scan as photo and transcript) would resume that upload, and the second
      // list would get no file of its own. The list is part of what the upload is.
      fingerprint: async (chosen, options) =>
        ['tus-br', list, chosen.name, chosen.type, chosen.size, chosen.lastModified, options.endpoint].join('-'),
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => {
        const retry = worthRetrying(error);
        if (retry) onChange(key, { state: 'retrying' });
        return retry;
      },
      onUploadUrlAvailable: () => onChange(key, { id: idOf(upload.url) }),
      onProgress: (sent, total) =>
        onChange(key, { state: 'uploading', percent: total > 0 ? Math.floor((sent / total) * 100) : 0 }),
      onSuccess: () => {
        uploads.delete(key);
        onChange(key, { state: 'done', percent: 100, id: idOf(upload.url) });
      },
      onError: (error) => {
        const detailed = error as DetailedError;
        if (offline()) return pause(key);
        const status = statusOf(detailed);
        if (status >= 400 && status < 500 && status !== 409 && status !== 423) {
          // Refused (413 at creation, 422 when the content is judged): nothing of it stays on the server.
          uploads.delete(key);
          return onChange(key, { state: 'refused', error: refusalText(detailed) });
        }
        onChange(key, { state: 'failed' });
      },
    });
    uploads.set(key, upload);
    const previous = await upload.findPreviousUploads();
    if (stopped || removed.has(key)) return;
    const last = previous[previous.length - 1];
    if (last) upload.resumeFromPreviousUpload(last);
    resume(key, upload);
  }

  return {
    /** Starts (or, when this browser holds its fingerprint, resumes) the upload of a chosen file. */
    async start(key: string, list: FileListName, file: File): Promise<void> {
      const begin = async () => {
        unstarted.delete(key);
        try {
          await send(key, list, file);
        } catch {
          // Its code or the stored fingerprints could not be read: try again when the network is back or on Try again.
          unstarted.set(key, begin);
          onChange(key, { state: offline() ? 'waiting' : 'failed' });
        }
      };
      await begin();
    },

    /** Try again after the retries ran out. */
    retry(key: string) {
      const upload = uploads.get(key);
      if (upload) resume(key, upload);
      else void unstarted.get(key)?.();
    },

    /**
     * Stops a file's upload. One under way is terminated (tus DELETE: the server copy goes, and its
     * fingerprint with it): true. Otherwise false, and the caller removes the server copy through the draft.
     */
    remove(key: string): boolean {
      removed.add(key);
      unstarted.delete(key);
      paused.delete(key);
      const upload = uploads.get(key);
      uploads.delete(key);
      if (!upload) return false;
      const terminated = upload.url !== null;
      void upload.abort(terminated).catch(() => undefined);
      return terminated;
    },

    /** Leaving the page: stop sending; the fingerprints stay, so the same files can resume later. */
    stop() {
      stopped = true;
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      for (const upload of uploads.values()) void upload.abort();
      uploads.clear();
      unstarted.clear();
    },
  };
}
export type DocumentUploads = ReturnType<typeof createDocumentUploads>;
