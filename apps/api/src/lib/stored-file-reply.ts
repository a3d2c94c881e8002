import type { FastifyReply } from 'fastify';
import { text } from '@studychina/contracts';
import { HttpError } from './http-error.js';
import type { FileStorage } from './storage/file-storage.js';

/** What is needed of an ApplicationFile row to serve its bytes. */
export interface StoredFile {
  storageKey: string;
  /** The type detected from the bytes at upload (never the one the client declared). */
  mimeType: string;
  originalName: string;
  size: number;
  /** Set once the retention job erased the bytes (docs/decisions/0144-retention-of-closed-applications.md). */
  erasedAt?: Date | null;
}

/** Types a browser may show inline; anything else (DOC, DOCX, unknown) is always a download. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * A stored document's bytes, streamed to the client (docs/product.md#back-office-statuses-and-workflow).
 * The file is attacker-chosen content served from our origin, so the answer is locked down: the type is
 * the detected one and `nosniff` forbids guessing another; `Content-Security-Policy: sandbox` puts even
 * a PDF or an image opened in a tab in an opaque origin without script, so a crafted file can never
 * run code with our cookies or storage; the name goes out only as a quoted, ASCII-safe `filename` plus
 * RFC 5987 `filename*`. Personal data: never cached by shared caches. Used by the student's and the
 * staff's file routes alike.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  options: { download?: boolean } = {},
): Promise<FastifyReply> {
  // The row stays to say the document existed; its bytes are gone for good: 410, not the 404 of a lost file.
  if (file.erasedAt) throw new HttpError(410, 'FILE_ERASED', text('files.erased'));
  const content = await storage.read(file.storageKey).catch((error: unknown) => {
    // A row whose bytes are gone (a restored database without its files): nothing to serve.
    if ((error as { code?: unknown }).code === 'ENOENT')
      throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
    throw error;
  });
  const inline = !options.download && INLINE_TYPES.has(file.mimeType);
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'private, no-store')
    .send(content);
}

/**
 * `inline; filename="scan_1.pdf"; filename*=UTF-8''scan%E2%80%931.pdf`: a plain-ASCII fallback (accents
 * dropped; quotes, backslashes, control and other non-ASCII characters replaced) and the exact name percent-encoded (RFC 5987,
 * RFC 6266), so no name can break out of the header or smuggle a path.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'document';
  const encoded = encodeURIComponent(name || 'document').replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
