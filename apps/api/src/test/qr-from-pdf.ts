import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from '@cantoo/pdf-lib';
import * as jsqr from 'jsqr';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
/** jsqr is CommonJS with a `default` export: under NodeNext it sits one level down. */
const jsQR = ((jsqr as unknown as { default: { default?: Decode } }).default.default ??
  (jsqr as unknown as { default: Decode }).default) as Decode;

/**
 * What a phone camera would read from the QR code on a PDF's first page: the page's images are taken out of the
 * file (FlateDecode pixels, as pdf-lib embeds a PNG), turned into RGBA and decoded by jsQR. The first code found.
 */
export async function qrTextOnFirstPage(bytes: Uint8Array): Promise<string | null> {
  const pdf = await PDFDocument.load(bytes);
  const resources = pdf.getPage(0).node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  for (const [, ref] of xObjects?.entries() ?? []) {
    const stream = pdf.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const dict = stream.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const filter = dict.get(PDFName.of('Filter'));
    const pixels = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
    const channels = pixels.length / (width * height);
    if (channels !== 1 && channels !== 3) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    const found = jsQR(rgba, width, height);
    if (found) return found.data;
  }
  return null;
}
