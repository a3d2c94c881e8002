import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { renderText, text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

export interface Stamp {
  code: string;
  /** WEB_URL/verify/:code: printed under the code. */
  verifyUrl: string;
  /** What the QR code holds: the address with the signed record after '#' (docs/decisions/0135-verifiable-documents.md). */
  qrText: string;
}

/** Points: the stamp sits in the first page's bottom right corner, 12 pt in, on a white box. */
const MARGIN = 12;
const QR_SIZE = 92;
const BOX_WIDTH = 236;
const PAD = 6;

/** Helvetica writes WinAnsi only: French typography's narrow no-break space becomes a no-break space. */
const winAnsi = (words: string) => words.replace(/\u202f/g, '\u00a0');

/**
 * The PDF as the student downloads it: on its first page a QR code and the short code pointing to the document's
 * public page (docs/decisions/0135-verifiable-documents.md), in English and French; the rest of the file untouched
 * in content. A PDF that cannot be read or is encrypted is refused (422), so staff upload one that can be stamped.
 */
export async function stampPdf(original: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const unreadable = () =>
    new HttpError(422, 'VALIDATION_FAILED', text('verify.pdfUnreadable'), { file: [text('verify.pdfUnreadable')] });
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(original, { updateMetadata: false });
  } catch {
    throw unreadable();
  }
  if (pdf.isEncrypted || pdf.getPageCount() === 0) throw unreadable();
  const page = pdf.getPage(0);
  const box = page.getCropBox();
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(stamp.qrText, { errorCorrectionLevel: 'M', margin: 2, scale: 4, type: 'png' }),
  );
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const height = QR_SIZE + 2 * PAD;
  const left = box.x + box.width - MARGIN - BOX_WIDTH;
  const bottom = box.y + MARGIN;
  page.drawRectangle({
    x: left,
    y: bottom,
    width: BOX_WIDTH,
    height,
    color: rgb(1, 1, 1),
    borderColor: rgb(0.55, 0.55, 0.55),
    borderWidth: 0.5,
  });
  page.drawImage(qr, { x: left + BOX_WIDTH - PAD - QR_SIZE, y: bottom + PAD, width: QR_SIZE, height: QR_SIZE });
  const textWidth = BOX_WIDTH - QR_SIZE - 3 * PAD;
  const say = (key: 'verify.stamp.heading' | 'verify.stamp.scan') =>
    [renderText(text(key), 'en'), renderText(text(key), 'fr')].map(winAnsi);
  const lines: { words: string; size: number; font: typeof regular }[] = [
    ...say('verify.stamp.heading').map((words) => ({ words, size: 7.5, font: bold })),
    { words: stamp.code, size: 12, font: bold },
    ...say('verify.stamp.scan').map((words) => ({ words, size: 6, font: regular })),
    { words: stamp.verifyUrl.replace(/^https?:\/\//, ''), size: 6, font: regular },
  ];
  let y = bottom + height - PAD - 8;
  for (const line of lines) {
    const size = Math.min(
      line.size,
      (line.size * textWidth) / Math.max(1, line.font.widthOfTextAtSize(line.words, line.size)),
    );
    page.drawText(line.words, { x: left + PAD, y, size, font: line.font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + (line.size >= 12 ? 6 : 4);
  }
  return pdf.save({ useObjectStreams: false });
}
