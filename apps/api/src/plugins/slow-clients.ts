import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { normalizeIP } from '@fastify/rate-limit';
import { hasBody } from '../lib/has-body.js';

export interface SlowClientsOptions {
  /** A request body must bring at least this many bytes in every window... */
  bodyMinBytes: number;
  /** ...of this many milliseconds, counted from the end of its headers, or its connection is cut. */
  bodyWindowMs: number;
  /** Open connections one address (an IPv6 /64) may hold; 0 = no cap. */
  maxConnectionsPerAddress: number;
}

/**
 * Sheds clients that hold connections without using them (docs/product.md#security): a body that
 * trickles (slowloris-style uploads) is cut after one window instead of living for the 15-minute
 * request timeout, and one address cannot hold more than its share of the server's connections.
 * Header and keep-alive timeouts are server options (app.ts).
 */
export const slowClientsPlugin = fp<SlowClientsOptions>(async (app, options) => {
  // A callback hook, not an async one: it runs on every request, and most have no body to watch.
  app.addHook('onRequest', (request, _reply, done) => {
    done();
    const raw = request.raw;
    const socket = raw.socket as Socket | null;
    if (!socket || raw.complete || !hasBody(raw)) return;
    // Counted on the socket, not with a 'data' listener: listening would start the body flowing
    // before its parser is attached.
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const received = socket.bytesRead - seen;
      seen = socket.bytesRead;
      if (received >= options.bodyMinBytes) return;
      clearInterval(timer);
      request.log.info(
        { receivedBytes: received, windowMs: options.bodyWindowMs },
        'request body arrives too slowly: connection closed',
      );
      socket.destroy();
    }, options.bodyWindowMs);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });

  if (options.maxConnectionsPerAddress > 0) {
    const open = new Map<string, number>();
    // One warning per address and flood (until its connections drop to zero), not one per refusal.
    const warned = new Set<string>();
    app.server.on('connection', (socket: Socket) => {
      const address = normalizeIP(socket.remoteAddress ?? '', 64);
      const count = (open.get(address) ?? 0) + 1;
      if (count > options.maxConnectionsPerAddress) {
        if (!warned.has(address)) {
          warned.add(address);
          app.log.warn(
            { address, max: options.maxConnectionsPerAddress },
            'too many open connections from one address: refusing more',
          );
        }
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) return void open.set(address, left);
        open.delete(address);
        warned.delete(address);
      });
    });
  }
});
