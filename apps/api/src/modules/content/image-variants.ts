import sharp, { type Metadata, type Sharp } from 'sharp';
import { CONTENT_IMAGE_FORMATS, CONTENT_IMAGE_WIDTHS, type ContentImageFormat } from '@studychina/contracts';

/** A decoded image larger than this is refused: a small file must not unpack into a huge bitmap. */
export const MAX_MEGAPIXELS = 40;

export interface ImageVariant {
  width: number;
  format: ContentImageFormat;
  bytes: Buffer;
}

export interface ImageVariants {
  /** The original's size, upright (EXIF orientation applied). */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** sharp could not read the image (damaged, or over MAX_MEGAPIXELS). */
export class UnreadableImageError extends Error {}

/**
 * Encoder settings: AVIF at effort 2 (of 9) keeps an upload to a few seconds of CPU for nine variants, at sizes close
 * to those of higher efforts for photographs; JPEG through mozjpeg, progressive, on white where the original is
 * transparent (JPEG has no alpha).
 */
const encode: Record<ContentImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/** The widths made of an image `width` px wide: the standard ones it covers, and always the smallest. */
export function widthsFor(width: number): number[] {
  const covered = CONTENT_IMAGE_WIDTHS.filter((w) => w <= width);
  return covered.length > 0 ? covered : [CONTENT_IMAGE_WIDTHS[0]];
}

/**
 * Every width in every format (docs/decisions/0126-content-images-sizes-formats-and-caching.md), upright, without
 * metadata (sharp writes none unless asked: an original's EXIF, GPS position included, stays in the original).
 */
export async function makeVariants(original: Buffer): Promise<ImageVariants> {
  const source = () => sharp(original, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: 'error' }).rotate();
  let info: Metadata;
  try {
    info = await source().metadata();
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
  // EXIF orientations 5 to 8 turn the image a quarter: its upright width is its stored height.
  const turned = (info.orientation ?? 1) >= 5;
  const width = (turned ? info.height : info.width) ?? 0;
  const height = (turned ? info.width : info.height) ?? 0;
  try {
    const variants = await Promise.all(
      widthsFor(width).flatMap((w) =>
        CONTENT_IMAGE_FORMATS.map(async ({ format }) => ({
          width: w,
          format,
          bytes: await encode[format](source().resize({ width: w, withoutEnlargement: true })).toBuffer(),
        })),
      ),
    );
    return { width, height, variants };
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
}
