import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file is, from its bytes (magic numbers), never from its name or the type the browser declared:
 * both are chosen by the client. Works on a sample taken while the file streams past (its first and last
 * bytes and its size), so no file is ever read twice or held in memory.
 *
 * The `file-type` library reads the signatures. Two checks of ours stay on top, for what it cannot
 * tell from a sample: a PDF whose header is not at byte 0, and a DOCX whose parts are not near the
 * start (file-type reads a ZIP's entries in order, and only the first bytes are kept; the directory at
 * the end names them all).
 */

export interface DetectedFileType {
  mime: string;
  /** Short name for messages ('PDF', 'DOCX'). */
  label: string;
}

/** What the detector needs: enough of the start for every signature, and the end for a ZIP's directory. */
export interface FileSample {
  head: Buffer;
  tail: Buffer;
  size: number;
}
/** %PDF- may start anywhere in the first 1024 bytes (PDF 1.7, annex H). */
export const HEAD_BYTES = 4096;
/** A ZIP's directory sits at its end: up to 64 KiB of comment plus the entries (a DOCX has tens of them). */
export const TAIL_BYTES = 256 * 1024;

const TYPES = {
  jpeg: { mime: 'image/jpeg', label: 'JPEG' },
  png: { mime: 'image/png', label: 'PNG' },
  webp: { mime: 'image/webp', label: 'WebP' },
  pdf: { mime: 'application/pdf', label: 'PDF' },
  doc: { mime: 'application/msword', label: 'DOC' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
} as const satisfies Record<string, DetectedFileType>;

/**
 * The kinds we accept, by file-type's extension. Any other kind it knows counts as unknown, as before:
 * the refusal names only the kinds we accept. 'cfb' is the OLE2 container of Word 97-2003 .doc files;
 * Excel and PowerPoint use it too, and telling them apart means reading its directory, which may lie
 * anywhere in the file, so a .doc is accepted on its container alone.
 */
const BY_EXTENSION: Record<string, DetectedFileType> = {
  jpg: TYPES.jpeg,
  png: TYPES.png,
  webp: TYPES.webp,
  pdf: TYPES.pdf,
  cfb: TYPES.doc,
  docx: TYPES.docx,
};

const LABELS: Record<string, string> = Object.fromEntries(Object.values(TYPES).map((t) => [t.mime, t.label]));
/** 'application/pdf' -> 'PDF', for "accepts JPEG, PNG, WebP" texts. */
export const fileTypeLabel = (mime: string): string => LABELS[mime] ?? mime;

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function detectFileType(sample: FileSample): Promise<DetectedFileType | null> {
  const { head } = sample;
  // A sample it cannot parse (a truncated structure) is no accepted kind; never a 500.
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  const known = found && Object.hasOwn(BY_EXTENSION, found.ext) ? BY_EXTENSION[found.ext] : undefined;
  if (known) return known;
  if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(sample);
    // Every DOCX (OOXML, ECMA-376 part 2) names its parts in [Content_Types].xml; the main part is word/document.xml.
    return names?.includes('word/document.xml') && names.includes('[Content_Types].xml') ? TYPES.docx : null;
  }
  if (!found && head.subarray(0, 1024 + 5).includes('%PDF-', 0, 'latin1')) return TYPES.pdf;
  return null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;

/**
 * The entry names of a ZIP, read from its central directory found through the end-of-central-directory
 * record. null when the directory is not entirely in the sample, is inconsistent, or is ZIP64 (which a
 * file of our size never needs).
 */
export function zipEntryNames({ tail, size }: FileSample): string[] | null {
  const tailStart = size - tail.length;
  const lowest = Math.max(0, tail.length - 22 - 0xffff);
  for (let at = tail.length - 22; at >= lowest; at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    // The record must end the file exactly (its comment included), or this was comment bytes.
    if (at + 22 + tail.readUInt16LE(at + 20) !== tail.length) continue;
    const count = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const start = tail.readUInt32LE(at + 16) - tailStart;
    if (start < 0 || start + directorySize > at) return null;
    return readCentralDirectory(tail.subarray(start, start + directorySize), count);
  }
  return null;
}

function readCentralDirectory(directory: Buffer, count: number): string[] | null {
  const names: string[] = [];
  let offset = 0;
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > directory.length) return null;
    names.push(directory.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
