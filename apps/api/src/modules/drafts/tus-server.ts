import type { IncomingMessage } from 'node:http';
import { Server, type Locker } from '@tus/server';
import { DEFAULT_LOCALE, renderAll, renderText, type Locale } from '@studychina/contracts';
import type { ResumableStore } from '../../lib/storage/resumable-store.js';
import type { UploadsService } from './uploads.service.js';

export interface TusOptions {
  /** The public path of the uploads (API_PREFIX + '/uploads'). */
  path: string;
  resumable: ResumableStore;
  uploads: UploadsService;
  corsOrigins: readonly string[];
  maxFileBytes: number;
  /** The lock around each request of one upload: shared by the instances (Redis) or, when absent, this process's. */
  locker?: Locker;
}

type NodeBacked = { runtime?: { node?: { req?: IncomingMessage } } };

/**
 * @tus/server over the resumable store (docs/decisions/0045-tus-resumable-uploads.md). Our routes check
 * the token, the ownership and the limits first (answering the API's JSON errors), then hand the raw
 * request to tus. The id of a new upload is chosen and recorded by the route before tus creates it:
 * `ids` carries it from the route to tus's naming function.
 */
export function createTusServer({ path, resumable, uploads, corsOrigins, maxFileBytes, locker }: TusOptions) {
  const ids = new WeakMap<IncomingMessage, string>();
  /** The language of each request's answer, as the route found it (request.locale): tus only sees headers. */
  const locales = new WeakMap<IncomingMessage, Locale>();
  const tus = new Server({
    path,
    datastore: resumable.datastore,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    maxSize: maxFileBytes,
    // The same origins as the rest of the API (@fastify/cors cannot add its headers to a hijacked reply).
    allowedOrigins: (origin) => corsOrigins.includes(origin),
    allowedCredentials: true,
    namingFunction: (req) => {
      const raw = (req as NodeBacked).runtime?.node?.req;
      const id = raw && ids.get(raw);
      if (!id) throw new Error('tus creation without a recorded upload id');
      return id;
    },
    onUploadFinish: async (req, upload) => {
      const finished = await uploads.finish(upload.id);
      if (finished.accepted) return {};
      // tus allows no body on a PATCH answer, but every client reads one on an error status. The refusal is
      // written in the language of the request as every other answer: the one the client asks for, else the
      // account's saved language (docs/decisions/0106-keyed-icu-messages.md).
      const raw = (req as NodeBacked).runtime?.node?.req;
      const locale = (raw && locales.get(raw)) ?? DEFAULT_LOCALE;
      const { code, message, errors } = finished;
      const fields = renderAll(errors, locale);
      return {
        status_code: 422,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ success: false, code, message: renderText(message, locale), errors: fields }),
      };
    },
  });
  return {
    /** Hands a request (already authenticated and checked) to tus, answering in `locale`; `newId` for a creation. */
    async handle(raw: IncomingMessage, res: Parameters<Server['handle']>[1], locale: Locale, newId?: string) {
      locales.set(raw, locale);
      if (newId) ids.set(raw, newId);
      await tus.handle(raw, res);
    },
  };
}
export type TusServer = ReturnType<typeof createTusServer>;
