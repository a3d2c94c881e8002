import { strToU8, zipSync } from 'fflate';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny real files of every kind the application accepts, built in code (a few hundred bytes each) so
 * the tests need no binary fixtures and each byte is explained. Each one opens in a viewer.
 */

const u32be = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** A 1x1 RGB PNG: signature, IHDR, one deflated scanline, IEND. */
export function png(rgb: [number, number, number] = [41, 128, 185]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
  };
  const header = Buffer.concat([u32be(1), u32be(1), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 1x1 grey baseline JPEG. Its Huffman tables each hold one 1-bit code (DC: category 0; AC: end of
 * block), so the whole scan is the bits 0 (DC difference 0) and 0 (EOB), padded with ones: 0x3F.
 */
export function jpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 255,
    ...data,
  ];
  const oneCodeTable = (classAndId: number) => [classAndId, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A 1x1 lossless WebP (the one feature detectors use). */
export const webp = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A one-page PDF with a correct cross-reference table. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/**
 * A ZIP of stored (uncompressed) entries, so the text stays readable and a file is as large as asked; the
 * fixed date makes the bytes the same on every call.
 */
export function zip(entries: Record<string, string>): Buffer {
  const files = Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]));
  return Buffer.from(zipSync(files, { level: 0, mtime: '2026-01-01' }));
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
/** The smallest DOCX Word opens: content types, the package relationship and the document part. */
export function docx(text = 'Research proposal'): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** The 512-byte header of a Compound File Binary (.doc) container, version 3. */
export function cfbHeader(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  return header;
}

/** A real file followed by filler up to `size` bytes (viewers ignore trailing bytes): for size limits. */
export const padded = (file: Buffer, size: number): Buffer =>
  Buffer.concat([file, Buffer.alloc(Math.max(0, size - file.length), 0x20)]);
