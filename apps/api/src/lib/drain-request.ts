import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reads and discards what is left of a request body after we stopped parsing it (a limit was hit, a
 * check failed). Without this the client is still sending when the error answer goes out, and most
 * clients (browsers included) then report a broken connection instead of showing the answer.
 * Gives up after `maxBytes` or `timeoutMs` and returns false: the caller then closes the connection.
 */
export function drainRequest(raw: IncomingMessage, maxBytes: number, timeoutMs = 30_000): Promise<boolean> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve(true);
  raw.unpipe();
  return new Promise<boolean>((resolve) => {
    let seen = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onEnd);
      if (!drained) raw.pause();
      resolve(drained);
    };
    const onEnd = () => finish(true);
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    raw.on('data', onData).once('end', onEnd).once('close', onEnd).once('error', onEnd);
    raw.resume();
  });
}

/**
 * Runs `read`, which consumes the request's body. When it fails (a limit, a check, storage), what the
 * client is still sending is read and dropped before the error answer goes out (see drainRequest);
 * when that would take too long, the connection is closed after the answer instead.
 */
export async function drainOnFailure<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(await drainRequest(request.raw, maxBytes))) void reply.header('connection', 'close');
    throw error;
  }
}
