import { fileTypeFromBuffer } from 'file-type';

/** The image kinds content images accept, by file-type's extension. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * What image a file is, from its bytes (magic numbers, read by `file-type` as for documents: ./file-type.ts), never
 * from its name or the type the client declared. null: not a JPEG, PNG, WebP or AVIF image.
 */
export async function detectImageType(bytes: Buffer): Promise<string | null> {
  // A sample it cannot parse (a truncated structure) is no image; never a 500.
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return found && Object.hasOwn(IMAGE_TYPES, found.ext) ? IMAGE_TYPES[found.ext]! : null;
}
