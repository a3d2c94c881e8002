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

/**
 * A value as JSON, or a text as it is. Brotli at quality 11 by default (made once, sent many times); a body made
 * per request or every few seconds (a page rendered on request) takes a lower one: quality 5 is nearly as small
 * for a tenth of the CPU (as plugins/compression.ts).
 */
export function cachedBody(value: unknown, { brotliQuality = 11 } = {}): CachedBody {
  const json = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (json.length < COMPRESS_FROM_BYTES) return { json, etag };
  return {
    json,
    etag,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
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

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding chosen for each Accept-Encoding header seen: browsers send a handful of distinct values,
 * so the header is parsed once rather than on every request. Bounded against clients sending junk.
 */
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_MAX = 256;

function chooseEncoding(acceptEncoding: string): Encoding {
  let encoding = chosenEncodings.get(acceptEncoding);
  if (encoding) return encoding;
  encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
  if (chosenEncodings.size < CHOSEN_ENCODINGS_MAX) chosenEncodings.set(acceptEncoding, encoding);
  return encoding;
}

/** What to send of a cached body: nothing (304), or which stored bytes and their encoding. */
export type CachedAnswer = { status: 304 } | { status: 200; payload: Buffer; encoding: 'br' | 'gzip' | undefined };

/** The ETag is checked first; then brotli, gzip or plain as the client accepts. */
export function cachedAnswer(
  body: CachedBody,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): CachedAnswer {
  if (ifNoneMatch !== undefined && notModified(ifNoneMatch, body.etag)) return { status: 304 };
  const encoding = body.br ? chooseEncoding(acceptEncoding ?? '') : 'identity';
  if (encoding === 'br') return { status: 200, payload: body.br!, encoding };
  if (encoding === 'gzip') return { status: 200, payload: body.gzip!, encoding };
  return { status: 200, payload: body.json, encoding: undefined };
}

/** CORS's `Vary: Origin` comes first (plugins run before routes), then the encoding. */
export function cachedVary(corsVary: unknown): string {
  return corsVary ? `${String(corsVary)}, Accept-Encoding` : 'Accept-Encoding';
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a cached body: 304 when the client holds it already, else brotli, gzip or plain as it accepts.
 * The routes using it are hot (every visit reads the catalogue): the body is sent as stored, and routes
 * set `compress: false` so plugins/compression.ts does not look at it again. The catalogue's front
 * (modules/catalog/catalog-front.ts) sends the same answers without Fastify.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  { cacheControl, type = JSON_TYPE }: { cacheControl: string; type?: string },
) {
  // Added to CORS's `Vary: Origin`, not in its place: a shared cache must not hand an answer made for one
  // origin (or for none) to another.
  reply.headers({ 'cache-control': cacheControl, etag: body.etag, vary: cachedVary(reply.getHeader('vary')) });
  const answer = cachedAnswer(body, request.headers['if-none-match'], request.headers['accept-encoding']);
  if (answer.status === 304) return reply.code(304).send();
  reply.header('content-type', type);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.payload);
}
