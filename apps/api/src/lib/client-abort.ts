import type { IncomingMessage } from 'node:http';

/** What a request stream reports when the client went away before its body was read. */
const ABORT_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'FST_MP_PREMATURE_CLOSE',
]);

/**
 * True when an error only says that the client closed (or we cut) its connection mid-request: nothing
 * is wrong on our side, and it must not be mistaken for the database's ECONNRESET. The request's own
 * socket being gone is what tells the two apart.
 */
export function isClientAbort(error: unknown, raw: IncomingMessage): boolean {
  const gone = raw.destroyed || raw.socket?.destroyed === true || raw.readableAborted;
  if (!gone || !error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && ABORT_CODES.has(code)) || message === 'aborted';
}
