import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { LRUCache } from 'lru-cache';
import type { Prisma, PrismaClient } from '@studychina/db';
import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_IMAGE_MAX_BYTES,
  bytesText,
  contentImageUrl,
  text,
  type ContentImageFormat,
  type ContentImageResponse,
  type ErrorCode,
} from '@studychina/contracts';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { detectImageType } from '../../lib/image-type.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { isUniqueViolation } from '../accounts/users.service.js';
import { MAX_MEGAPIXELS, UnreadableImageError, makeVariants } from './image-variants.js';

/** One stored variant, as the ContentImage row lists it. */
interface StoredVariant {
  width: number;
  format: ContentImageFormat;
  key: string;
  bytes: number;
}
type ImageRow = Prisma.ContentImageGetPayload<object>;

/** What the public path serves of one variant. */
export interface ServedVariant {
  key: string;
  bytes: number;
  type: string;
}

const TYPE_OF = Object.fromEntries(CONTENT_IMAGE_FORMATS.map((f) => [f.format, f.type])) as Record<
  ContentImageFormat,
  string
>;
const EXTENSION_OF = Object.fromEntries(CONTENT_IMAGE_FORMATS.map((f) => [f.format, f.extension])) as Record<
  ContentImageFormat,
  string
>;

const refused = (code: ErrorCode, status: number, message: ReturnType<typeof text>) =>
  new HttpError(status, code, message, { file: [message] });

/** The answer of an upload: the row's id, every variant's URL, and the fallback (JPEG at the largest width). */
export function imageAnswer(row: ImageRow): ContentImageResponse['data'] {
  const variants = (row.variants as unknown as StoredVariant[]).map((v) => ({
    width: v.width,
    format: v.format,
    type: TYPE_OF[v.format],
    url: contentImageUrl(row.hash, v.width, v.format),
  }));
  const largest = Math.max(...variants.map((v) => v.width));
  return { id: row.id, urls: { fallback: contentImageUrl(row.hash, largest, 'jpeg'), variants } };
}

/** The single file part of the request, whole (at most CONTENT_IMAGE_MAX_BYTES: busboy stops it beyond). */
async function readOneFile(parts: AsyncIterable<Multipart>, limits: UploadLimits): Promise<Buffer> {
  let file: Buffer | null = null;
  try {
    for await (const part of parts) if (part.type === 'file') file = await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refused(
        'PAYLOAD_TOO_LARGE',
        413,
        text('content.imageTooLarge', { size: bytesText(CONTENT_IMAGE_MAX_BYTES) }),
      );
    if (code === 'FST_FILES_LIMIT') throw refused('VALIDATION_FAILED', 422, text('content.imageRequired'));
    throw toUploadError(error, limits);
  }
  if (!file || file.length === 0) throw refused('VALIDATION_FAILED', 422, text('content.imageRequired'));
  return file;
}

/**
 * Content images (docs/decisions/0126-content-images-sizes-formats-and-caching.md): an editor's upload is checked by
 * its bytes, resized once into every width and format, and stored with its original in one storage batch that is
 * committed only with the row naming it (and its audit row): a refusal or a failure leaves nothing stored.
 */
export function createContentImagesService({
  prisma,
  storage,
  limits,
}: {
  prisma: PrismaClient;
  storage: FileStorage;
  limits: UploadLimits;
}) {
  // A name always holds the same bytes, so what is read once may be kept (misses are not: a new upload must show).
  const served = new LRUCache<string, Map<string, ServedVariant>>({ max: 1000 });

  const existing = (hash: string) => prisma.contentImage.findUnique({ where: { hash } });

  return {
    /** Stores the request's one image; `created` false: the same bytes were uploaded before (nothing stored again). */
    async upload(
      parts: AsyncIterable<Multipart>,
      audit: AuditContext,
    ): Promise<{ created: boolean; image: ContentImageResponse['data'] }> {
      const original = await readOneFile(parts, limits);
      const type = await detectImageType(original);
      if (!type) throw refused('FILE_TYPE_REFUSED', 422, text('content.imageRefused'));
      const hash = createHash('sha256').update(original).digest('hex').slice(0, 32);
      const known = await existing(hash);
      if (known) return { created: false, image: imageAnswer(known) };

      const made = await makeVariants(original).catch((error: unknown) => {
        if (error instanceof UnreadableImageError)
          throw refused('FILE_TYPE_REFUSED', 422, text('content.imageUnreadable', { max: MAX_MEGAPIXELS }));
        throw error;
      });
      const batch = storage.batch();
      try {
        const originalKey = await batch.put(Readable.from(original));
        const variants: StoredVariant[] = [];
        for (const v of made.variants)
          variants.push({
            width: v.width,
            format: v.format,
            key: await batch.put(Readable.from(v.bytes)),
            bytes: v.bytes.length,
          });
        const row = await prisma.$transaction(async (tx) => {
          const created = await tx.contentImage.create({
            data: {
              hash,
              originalKey,
              originalType: type,
              originalBytes: original.length,
              width: made.width,
              height: made.height,
              variants: variants as unknown as Prisma.InputJsonValue,
              createdById: audit.actorId,
            },
          });
          await recordAudit(tx, {
            ...audit,
            action: 'content.image',
            targetType: 'content_image',
            targetId: created.id,
            meta: { hash, type, bytes: original.length, width: made.width, height: made.height },
          });
          await batch.commit();
          return created;
        });
        return { created: true, image: imageAnswer(row) };
      } catch (error) {
        await batch.rollback();
        // The same image uploaded twice at once: the other upload stored it.
        if (isUniqueViolation(error)) {
          const other = await existing(hash);
          if (other) return { created: false, image: imageAnswer(other) };
        }
        throw error;
      }
    },

    /** The stored variant behind /media/content/<hash>/<width>.<extension>; null: no such image or size. */
    async variant(hash: string, file: string): Promise<ServedVariant | null> {
      let files = served.get(hash);
      if (!files) {
        const row = await existing(hash);
        if (!row) return null;
        files = new Map(
          (row.variants as unknown as StoredVariant[]).map((v) => [
            `${v.width}.${EXTENSION_OF[v.format]}`,
            { key: v.key, bytes: v.bytes, type: TYPE_OF[v.format] },
          ]),
        );
        served.set(hash, files);
      }
      return files.get(file) ?? null;
    },
  };
}
export type ContentImagesService = ReturnType<typeof createContentImagesService>;
