import { readFile } from 'node:fs/promises';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import {
  dayText,
  invoiceNumberText,
  receiptNumberText,
  renderText,
  text,
  type InvoiceLineKind,
  type Locale,
} from '@studychina/contracts';
import { moneyText } from './receipt-money.js';
import type { ReceiptIssuer, ReceiptRow } from './receipt-row.js';

/*
 * A receipt as a one-page A4 PDF (docs/decisions/0133-receipts-pdf-and-numbering.md), drawn with @cantoo/pdf-lib in
 * DejaVu Sans: a subset in apps/api/assets/fonts/ (Latin with its accents, Yoruba's and Hausa's letters, the
 * punctuation French typography needs and the currency signs, ₦ included), embedded again as a subset of the glyphs
 * the receipt uses, so a receipt weighs a few kilobytes.
 */
const FONTS = new URL('../../../../assets/fonts/', import.meta.url);
let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;
const loadFonts = () =>
  (fontBytes ??= Promise.all([
    readFile(new URL('DejaVuSans.ttf', FONTS)),
    readFile(new URL('DejaVuSans-Bold.ttf', FONTS)),
  ]));

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ACCENT = rgb(0.73, 0.11, 0.11);

/** Words into lines no wider than `width` (a word longer than a line stays whole). */
function wrap(words: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

class Pen {
  y = A4[1] - MARGIN;
  constructor(
    private readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** One line at the left margin (or at x), then down. */
  line(words: string, { size = 10, font = this.regular, color = INK, x = MARGIN, gap = 4 } = {}) {
    this.page.drawText(words, { x, y: this.y - size, size, font, color });
    this.y -= size + gap;
  }

  /** Text ending at `right` on the current line (amounts line up on their right edge). */
  right(words: string, right: number, { size = 10, font = this.regular, color = INK } = {}) {
    const width = font.widthOfTextAtSize(words, size);
    this.page.drawText(words, { x: right - width, y: this.y - size, size, font, color });
  }

  rule(gap = 10) {
    this.y -= gap / 2;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
    this.y -= gap / 2;
  }

  space(points: number) {
    this.y -= points;
  }
}

/** The receipt's PDF in `locale` ('fr' or 'en'): number, date, payer, invoice and its lines, amount, method, reference. */
export async function renderReceiptPdf(row: ReceiptRow, issuer: ReceiptIssuer, locale: Locale): Promise<Uint8Array> {
  const say = (message: Parameters<typeof renderText>[0]) => renderText(message, locale);
  const { payment } = row;
  const { invoice } = payment;
  const number = receiptNumberText(row.number);
  const paidOn = dayText(locale, payment.paidAt ?? row.issuedAt);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(`${say(text('receipt.pdf.title'))} ${number}`, { showInWindowTitleBar: true });
  doc.setAuthor(issuer.name);
  doc.setSubject(invoiceNumberText(invoice.number));
  doc.setLanguage(locale === 'fr' ? 'fr-FR' : 'en-GB');
  doc.setCreationDate(row.issuedAt);
  doc.setModificationDate(row.issuedAt);
  const page = doc.addPage([...A4]);
  const pen = new Pen(page, regular, bold);
  const right = A4[0] - MARGIN;
  const width = right - MARGIN;

  // The consultancy, as its contact page publishes it.
  pen.line(issuer.name, { size: 15, font: bold, color: ACCENT, gap: 6 });
  for (const line of issuer.address) pen.line(line, { size: 9, color: MUTED, gap: 3 });
  pen.line(
    [
      say(text('receipt.pdf.email', { email: issuer.email })),
      say(text('receipt.pdf.phone', { phone: issuer.phone })),
    ].join('   '),
    { size: 9, color: MUTED },
  );
  pen.space(18);

  pen.line(say(text('receipt.pdf.title')), { size: 22, font: bold, gap: 6 });
  pen.line(number, { size: 13, font: bold, color: ACCENT, gap: 14 });

  const facts: [string, string][] = [
    [say(text('receipt.pdf.number')), number],
    [say(text('receipt.pdf.date')), paidOn],
    [say(text('receipt.pdf.payer')), row.payerName],
    [say(text('receipt.pdf.invoice')), invoiceNumberText(invoice.number)],
    [say(text('receipt.pdf.method')), say(text(`receipt.method.${payment.method}`))],
    [say(text('receipt.pdf.reference')), payment.reference],
  ];
  for (const [label, value] of facts) {
    const lines = wrap(value, regular, 10, width - 170);
    page.drawText(label, { x: MARGIN, y: pen.y - 10, size: 10, font: bold, color: MUTED });
    for (const line of lines) pen.line(line, { x: MARGIN + 170 });
    pen.space(3);
  }
  pen.space(10);

  // The invoice's lines: each in its own currency and in the invoice's.
  const amountRight = right - 130;
  page.drawText(say(text('receipt.pdf.line')), { x: MARGIN, y: pen.y - 9, size: 9, font: bold, color: MUTED });
  pen.right(say(text('receipt.pdf.lineAmount')), amountRight, { size: 9, font: bold, color: MUTED });
  pen.right(say(text('receipt.pdf.lineConverted', { currency: invoice.currency })), right, {
    size: 9,
    font: bold,
    color: MUTED,
  });
  pen.space(13);
  pen.rule(6);
  for (const line of invoice.lines) {
    pen.right(moneyText(locale, line.amount, line.currency, 'code'), amountRight);
    pen.right(moneyText(locale, line.converted, invoice.currency), right);
    pen.line(say(text(`payments.line.${line.kind as InvoiceLineKind}`)), { gap: 8 });
  }
  pen.rule(6);
  pen.right(moneyText(locale, invoice.total, invoice.currency), right);
  pen.line(say(text('receipt.pdf.invoiceTotal')), { gap: 16 });

  // What this payment brought.
  const paid = say(
    text('receipt.pdf.amountAndCurrency', {
      amount: moneyText(locale, payment.amount, payment.currency),
      currency: payment.currency,
    }),
  );
  pen.right(paid, right, { size: 13, font: bold });
  pen.line(say(text('receipt.pdf.amountPaid')), { size: 13, font: bold, gap: 24 });

  pen.rule(12);
  for (const line of wrap(say(text('receipt.pdf.thanks')), regular, 9, width))
    pen.line(line, { size: 9, color: MUTED });
  pen.line(say(text('receipt.pdf.issued', { number, day: dayText(locale, row.issuedAt) })), { size: 9, color: MUTED });

  return doc.save();
}
