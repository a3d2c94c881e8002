import { describe, expect, it } from 'vitest';
import { cfbHeader, docx, jpeg, padded, pdf, png, webp, zip } from '../test/fixture-files.js';
import { HEAD_BYTES, TAIL_BYTES, detectFileType, fileTypeLabel, zipEntryNames } from './file-type.js';

/** The sample the upload path takes: first HEAD_BYTES, last TAIL_BYTES, size. */
const sample = (file: Buffer) => ({
  head: file.subarray(0, HEAD_BYTES),
  tail: file.subarray(Math.max(0, file.length - TAIL_BYTES)),
  size: file.length,
});
const detect = async (file: Buffer) => (await detectFileType(sample(file)))?.label ?? null;

describe('detectFileType (magic bytes)', () => {
  it.each([
    ['JPEG', jpeg()],
    ['PNG', png()],
    ['WebP', webp()],
    ['PDF', pdf()],
    ['DOCX', docx()],
    ['DOC', padded(cfbHeader(), 4096)],
  ])('recognises a %s', async (label, file) => {
    expect(await detect(file)).toBe(label);
  });

  it('finds %PDF- within the first 1024 bytes, not later', async () => {
    expect(await detect(Buffer.concat([Buffer.alloc(100, 0x20), pdf()]))).toBe('PDF');
    expect(await detect(Buffer.concat([Buffer.alloc(2000, 0x20), pdf()]))).toBeNull();
  });

  it('a ZIP is a DOCX only when its directory names word/document.xml and [Content_Types].xml', async () => {
    expect(await detect(zip({ 'a.txt': 'hello' }))).toBeNull();
    expect(await detect(zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(await detect(zip({ 'word/document.xml': '<w/>' }))).toBeNull();
    // A bare "PK" header followed by anything is no ZIP at all.
    expect(await detect(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]))).toBeNull();
  });

  it('reads the directory from the tail of a large DOCX (the middle is never needed)', async () => {
    const big = docx('x'.repeat(3 * TAIL_BYTES));
    expect(big.length).toBeGreaterThan(HEAD_BYTES + TAIL_BYTES);
    expect(await detect(big)).toBe('DOCX');
    expect(zipEntryNames(sample(big))).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('a DOCX whose parts come after a large first entry is found through its directory', async () => {
    const late = zip({
      'docProps/thumbnail.jpeg': 'x'.repeat(2 * HEAD_BYTES),
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w/>',
    });
    expect(await detect(late)).toBe('DOCX');
  });

  it('ignores names and declared types: text, HTML and executables are unknown', async () => {
    expect(await detect(Buffer.from('hello'))).toBeNull();
    expect(await detect(Buffer.from('<html><body>%PDF-</body></html>'.padStart(1100, ' ')))).toBeNull();
    expect(await detect(Buffer.from('MZ\u0090\u0000'))).toBeNull();
    expect(await detect(Buffer.alloc(0))).toBeNull();
  });

  it('labels MIME types for messages', () => {
    expect(fileTypeLabel('image/webp')).toBe('WebP');
    expect(fileTypeLabel('application/x-unknown')).toBe('application/x-unknown');
  });
});
