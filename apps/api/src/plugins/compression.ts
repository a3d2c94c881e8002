import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * What is compressed: our JSON, HTML and text answers above 1 KiB (a majors page is 5 KB, ~1.5 KB in
 * brotli). Not: images, PDFs and other uploaded documents (already compressed), partial answers, and
 * the built app's files, which fastify-static sends pre-compressed with their Content-Encoding set
 * (docs/decisions/0008-precompressed-static-files.md): an answer that already has one is left alone.
 */
export const COMPRESSIBLE = /^(?:application\/(?:json|xml|problem\+json)|text\/(?:html|plain|xml))(?:;|$)/;
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli when the client takes it, else gzip. Quality 5: on a 5 KB JSON answer nearly the size of
 * quality 11 for a tenth of the CPU (answers are compressed per request, unlike the static files).
 * Request bodies are never decompressed: an upload is read as sent, within its byte limits.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
});
