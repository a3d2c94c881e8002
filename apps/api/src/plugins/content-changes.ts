import fp from 'fastify-plugin';
import pg from 'pg';
import type { ContentKind } from '@studychina/contracts';

/** What changed: one kind, or everything ('*') after this instance may have missed notifications. */
export type ContentChange = ContentKind | '*';
type Listener = (change: ContentChange) => void;

export interface ContentChanges {
  /** Runs `listener` on every change published by any instance (this one included), until the app closes. */
  subscribe(listener: Listener): void;
  /** Tells this instance's listeners at once (the other instances hear it from Postgres). */
  emit(change: ContentChange): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

/** The channel a publish notifies in its own transaction (`SELECT pg_notify(…)`): delivered only on commit. */
export const CONTENT_CHANNEL = 'content_changed';

export interface ContentChangesOptions {
  /** The database to LISTEN on; null: this instance is alone (the embedded Postgres), local events suffice. */
  url: string | null;
  /** Wait before connecting again after the listening connection is lost. */
  retryMs?: number;
}

/**
 * Every instance empties its caches of a kind within moments of a publish on any instance
 * (docs/decisions/0121-content-drafts-beside-the-live-tables.md): one connection per instance LISTENs on
 * `content_changed`, outside the query pool. When that connection drops, nothing is heard meanwhile: on
 * reconnecting, everything is emptied once ('*'), so a change made while deaf is not missed.
 */
export const contentChangesPlugin = fp<ContentChangesOptions>(async (app, { url, retryMs = 1_000 }) => {
  const listeners: Listener[] = [];
  const emit = (change: ContentChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        app.log.error({ err: error, change }, 'a content-change listener failed');
      }
    }
  };
  app.decorate('contentChanges', { subscribe: (listener: Listener) => void listeners.push(listener), emit });
  if (!url) return;

  let client: pg.Client | null = null;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let attempts = 0;

  const connect = async () => {
    const first = attempts++ === 0;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const retry = () => {
      if (client === next) client = null;
      next.removeAllListeners();
      void next.end().catch(() => {});
      if (!closing) timer = setTimeout(() => void connect(), retryMs);
    };
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'the content-change connection failed; listening again shortly');
      retry();
    });
    next.on('notification', ({ payload }) => emit((payload || '*') as ContentChange));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      client = next;
      if (!first) emit('*');
    } catch (error) {
      app.log.warn({ err: error }, 'cannot listen for content changes; trying again shortly');
      retry();
    }
  };
  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  });
});
