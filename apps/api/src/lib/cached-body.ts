import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below one packet compression gains nothing (the same threshold as plugins/compression.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** An answer serialised and compressed once, sent as is to every request until what it shows changes. */
export interface CachedBody {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak: the same for every encoding of the body. */
  etag: string;
}

/** A value as JSON, or a text as it is. */
export function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (json.length < COMPRESS_FROM_BYTES) return { json, etag };
  return {
    json,
    etag,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/** q=0 refuses an encoding ("br;q=0"); any other weight accepts it. */
function accepts(header: string, encoding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/** Sends a cached body: 304 when the client holds it already, else brotli, gzip or plain as it accepts. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  { cacheControl, type = 'application/json; charset=utf-8' }: { cacheControl: string; type?: string },
) {
  reply.header('cache-control', cacheControl).header('etag', body.etag).header('vary', 'accept-encoding');
  if (notModified(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type(type);
  const acceptEncoding = request.headers['accept-encoding'] ?? '';
  if (body.br && accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
