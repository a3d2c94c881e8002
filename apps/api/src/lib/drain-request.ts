import type { IncomingMessage } from 'node:http';

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
