import {
  invoiceNumberText,
  localizedPath,
  mailLocale,
  receiptNumberText,
  renderText,
  text,
  type Locale,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { escapeHtml } from '../../../lib/escape-html.js';
import { studentMail } from '../../../lib/student-mail.js';
import type { Mailer, MailAttachment } from '../../../plugins/mailer.js';
import { moneyText } from './receipt-money.js';
import type { ReceiptRow } from './receipt-row.js';

/** The mail to the student (and the one to a sponsor) that carries the receipt's PDF. */
function receiptMails(row: ReceiptRow, attachment: MailAttachment, mailer: Mailer) {
  const { payment } = row;
  const { invoice } = payment;
  // Receipts are mailed when a payment succeeds: an erased student's invoice takes none (decision 0143).
  const user = invoice.user!;
  const locale: Locale = mailLocale(user.locale);
  const say = (message: Parameters<typeof renderText>[0]) => renderText(message, locale);
  const number = receiptNumberText(row.number);
  const facts = {
    amount: moneyText(locale, payment.amount, payment.currency),
    invoice: invoiceNumberText(invoice.number),
    reference: payment.reference,
  };
  const invoicePage = `${mailer.contact.webUrl}${localizedPath(`/dashboard/invoices/${invoice.id}`, locale)}`;
  const subject = say(text('receipt.mail.subject', { number }));
  const attached = say(text('receipt.mail.attached', { number }));
  const body = (name: string, paid: string, withPage: boolean) => {
    const lines = [say(text('receipt.mail.greeting', { name })), '', paid, attached];
    const page = say(text('receipt.mail.invoicePage', { url: invoicePage }));
    return {
      text: withPage ? [...lines, '', page] : lines,
      html: [
        `<p>${escapeHtml(lines[0]!)}</p>`,
        `<p>${escapeHtml(paid)}<br>${escapeHtml(attached)}</p>`,
        ...(withPage ? [`<p>${escapeHtml(page)}</p>`] : []),
      ],
    };
  };
  const toStudent = studentMail(
    {
      to: user.email,
      locale,
      subject,
      ...body(user.firstname, say(text('receipt.mail.paid', facts)), true),
    },
    mailer.contact,
  );
  const mails = [{ ...toStudent, attachments: [attachment] }];
  if (row.sponsorEmail) {
    const student = `${user.firstname} ${user.lastname}`;
    const toSponsor = studentMail(
      {
        to: row.sponsorEmail,
        locale,
        subject,
        ...body(row.payerName, say(text('receipt.mail.sponsorPaid', { ...facts, student })), false),
      },
      mailer.contact,
    );
    mails.push({ ...toSponsor, attachments: [attachment] });
  }
  return mails;
}

/**
 * The receipt-mail job (docs/decisions/0133-receipts-pdf-and-numbering.md): queued in the transaction that made the
 * payment succeeded, it makes the PDF and queues the mails carrying it, once: `mailQueuedAt` is set in the same
 * transaction that queues them, by an UPDATE that only a receipt not yet mailed matches, so a retried or doubled job
 * queues nothing more. The send-mail jobs then retry the SMTP hand-over alone, each with its fixed Message-ID.
 */
export async function mailReceipt(
  prisma: PrismaClient,
  mailer: Mailer,
  row: ReceiptRow,
  pdf: Uint8Array,
  now: Date,
): Promise<boolean> {
  const attachment: MailAttachment = {
    filename: `${receiptNumberText(row.number)}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf).toString('base64'),
  };
  const mails = receiptMails(row, attachment, mailer);
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.receipt.updateMany({
      where: { id: row.id, mailQueuedAt: null },
      data: { mailQueuedAt: now },
    });
    if (claimed.count === 0) return false;
    for (const mail of mails) await mailer.sendLater(mail, { db: tx, log: { receipt: receiptNumberText(row.number) } });
    return true;
  });
}
