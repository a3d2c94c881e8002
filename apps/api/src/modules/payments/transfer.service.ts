import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  invoiceNumberText,
  text,
  type ConfirmTransferBody,
  type Invoice,
  type Locale,
  type RejectTransferBody,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { StoredFile } from '../../lib/stored-file-reply.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import type { Mailer } from '../../plugins/mailer.js';
import { bankDetails, bankTransferNotConfigured } from './bank-details.js';
import { dueOf, invoiceSelect, invoiceView, paidOf } from './invoice-view.js';
import { alertPaymentConfirmed } from '../alerts/alert-events.js';
import { paymentSucceeded } from './payment-succeeded.js';
import { issueReceipt } from './receipts/issue-receipt.js';
import type { Jobs } from '../../plugins/jobs.js';
import { readTransferProof } from './transfer-proof.js';
import { transferConfirmedMail, transferRejectedMail } from './transfer-mail.js';

export interface TransferDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  limits: UploadLimits;
  mailer: Pick<Mailer, 'sendLater' | 'contact'>;
  jobs: Jobs;
  now: Clock;
}

/**
 * Who declares a transfer: the signed-in student (only their own invoices are found), or a payer on the invoice's
 * payment link, who has no account (the link's route has found the invoice already) and may give a name.
 */
export type DeclaredBy = { userId: string } | { payerName: string | null };

export interface DeclareTransferInput {
  invoiceId: string;
  /** The multipart body: the proof in `file`, and optionally `amount`, `paidOn`, `payerName`. */
  parts: AsyncIterable<Multipart>;
  declaredBy: DeclaredBy;
  audit: AuditContext;
  locale: Locale;
}

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
const NOTHING_DUE = (status: string) =>
  new HttpError(409, 'CONFLICT', text(status === 'waived' ? 'payments.waived' : 'payments.alreadyPaid'));
const NOT_PENDING = () => new HttpError(409, 'CONFLICT', text('payments.transfer.notPending'));
const NOT_TRANSFER = () => new HttpError(409, 'CONFLICT', text('payments.transfer.notTransfer'));

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const dateOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A payer says they sent money by bank transfer and uploads the bank's receipt
 * (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): a pending `bank_transfer` payment in the invoice's
 * currency for what they declare (what is due when they declare nothing), with its proof in storage, audited as
 * `payment.start`. Nothing counts toward the invoice until staff confirm what arrived. Checked before a byte is
 * stored: the invoice (404), an account to pay into (409 BANK_TRANSFER_NOT_CONFIGURED), something due (409); the
 * file and the payment are kept together or not at all. Shared by the student's route and the payment link's.
 */
export async function declareTransfer(deps: TransferDeps, input: DeclareTransferInput): Promise<Invoice> {
  const { prisma, storage, limits, now } = deps;
  const { invoiceId, declaredBy, audit, locale } = input;
  const userId = 'userId' in declaredBy ? declaredBy.userId : null;
  const invoice = await prisma.invoice.findFirst({
    where: { id: invoiceId, ...(userId ? { userId } : {}) },
    select: { ...invoiceSelect, user: { select: { firstname: true, lastname: true } } },
  });
  if (!invoice) throw NOT_FOUND();
  const bank = await bankDetails(prisma);
  if (!bank) throw bankTransferNotConfigured();
  if (dueOf(invoice) === 0) throw NOTHING_DUE(invoice.status);

  const batch = storage.batch();
  try {
    const proof = await readTransferProof(input.parts, batch, limits, dayOf(now())).catch((error: unknown) => {
      throw toUploadError(error, limits);
    });
    const payerName =
      proof.payerName ??
      ('payerName' in declaredBy
        ? declaredBy.payerName
        : `${invoice.user?.firstname ?? ''} ${invoice.user?.lastname ?? ''}`);
    await prisma.$transaction(async (tx) => {
      // The invoice's lock: a confirmation or a payment by Paystack finishing meanwhile is seen, not raced.
      await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${invoice.id}::uuid FOR UPDATE`;
      const current = await tx.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: invoiceSelect });
      const due = dueOf(current);
      if (due === 0) throw NOTHING_DUE(current.status);
      // Readable on a bank statement and in the staff list: the invoice's number, BT, random hex.
      const reference = `INV${invoice.number}-BT-${randomBytes(6).toString('hex')}`;
      const amount = proof.amount ?? due;
      const payment = await tx.payment.create({
        data: {
          invoiceId: invoice.id,
          method: 'bank_transfer',
          amount,
          currency: current.currency,
          reference,
          createdAt: now(),
          proofKey: proof.key,
          proofName: proof.name,
          proofType: proof.type,
          proofBytes: proof.bytes,
          declaredById: userId,
          payerName,
          declaredAmount: proof.amount,
          declaredPaidOn: proof.paidOn ? dateOfDay(proof.paidOn) : null,
        },
      });
      await recordAudit(tx, {
        ...audit,
        action: 'payment.start',
        targetType: 'payment',
        targetId: payment.id,
        applicationId: invoice.applicationId,
        meta: {
          method: 'bank_transfer',
          reference,
          amount,
          currency: current.currency,
          declaredAmount: proof.amount,
          paidOn: proof.paidOn,
          payerName,
          byPaymentLink: userId === null,
          proof: { name: proof.name, type: proof.type, bytes: proof.bytes },
        },
      });
      await batch.commit();
    });
  } catch (error) {
    await batch.rollback();
    throw error;
  }
  const row = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: invoiceSelect });
  return invoiceView(row, locale, bank);
}

/** What staff's decisions read of a payment: its invoice and the student to tell. */
const decisionSelect = {
  id: true,
  method: true,
  status: true,
  amount: true,
  currency: true,
  reference: true,
  declaredAmount: true,
  invoice: {
    select: {
      id: true,
      number: true,
      total: true,
      currency: true,
      status: true,
      applicationId: true,
      user: { select: { email: true, firstname: true, locale: true } },
    },
  },
} as const;

/**
 * Staff's side of a bank transfer (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): confirm what arrived,
 * reject the proof with a reason, open the proof. Only a pending `bank_transfer` payment is decided; each decision
 * locks the invoice row first, so two confirmations at once are counted one after the other and a payment is decided
 * once. The student is mailed each decision, queued in the decision's transaction.
 */
export function createTransfers(deps: TransferDeps) {
  const { prisma, mailer, now } = deps;

  /** Runs `decide` on the pending transfer `id` under its invoice's lock; 404 unknown, 409 not pending or not a transfer. */
  async function underLock<T>(
    id: string,
    decide: (
      tx: Parameters<Parameters<PrismaClient['$transaction']>[0]>[0],
      payment: NonNullable<Awaited<ReturnType<typeof findPayment>>>,
    ) => Promise<T>,
  ): Promise<T> {
    const found = await prisma.payment.findUnique({ where: { id }, select: { invoiceId: true } });
    if (!found) throw NOT_FOUND();
    return prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${found.invoiceId}::uuid FOR UPDATE`;
      const payment = await findPayment(tx, id);
      if (!payment) throw NOT_FOUND();
      if (payment.method !== 'bank_transfer') throw NOT_TRANSFER();
      if (payment.status !== 'pending') throw NOT_PENDING();
      return decide(tx, payment);
    });
  }
  const findPayment = (tx: Pick<PrismaClient, 'payment'>, id: string) =>
    tx.payment.findUnique({ where: { id }, select: decisionSelect });

  return {
    /**
     * The money arrived: the payment counts for `amount` (minor units of the invoice's currency, what staff saw
     * arrive, whatever was declared) received on `receivedOn` (today when left out); the invoice becomes `paid` when
     * its succeeded payments reach its total, else `part_paid` (payment-succeeded.ts, shared with Paystack).
     */
    async confirm(id: string, body: ConfirmTransferBody, audit: AuditContext) {
      const at = now();
      const receivedOn = body.receivedOn ?? dayOf(at);
      if (receivedOn > dayOf(at))
        throw new HttpError(422, 'VALIDATION_FAILED', text('payments.transfer.dateInvalid'), {
          receivedOn: [text('payments.transfer.dateInvalid')],
        });
      return underLock(id, async (tx, payment) => {
        const { invoice } = payment;
        await tx.payment.update({
          where: { id },
          data: {
            status: 'succeeded',
            amount: body.amount,
            currency: invoice.currency,
            receivedOn: dateOfDay(receivedOn),
            paidAt: dateOfDay(receivedOn),
            reviewedById: audit.actorId,
            reviewedAt: at,
            checkedAt: at,
          },
        });
        const status = await paymentSucceeded(
          tx,
          {
            id,
            method: 'bank_transfer',
            amount: body.amount,
            currency: invoice.currency,
            reference: payment.reference,
            invoice: { ...invoice, applicationId: invoice.applicationId! },
          },
          audit,
          { receivedOn, declaredAmount: payment.declaredAmount },
        );
        // The student's WhatsApp or SMS alert, if they turned one on (docs/decisions/0138-whatsapp-and-sms-alerts.md).
        await alertPaymentConfirmed(
          tx,
          { id, amount: body.amount, currency: invoice.currency, applicationId: invoice.applicationId! },
          mailer.contact.webUrl,
        );
        const after = await tx.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: invoiceSelect });
        await mailer.sendLater(
          transferConfirmedMail(
            invoice.user!,
            {
              number: invoiceNumberText(invoice.number),
              applicationId: invoice.applicationId!,
              currency: invoice.currency,
              due: dueOf(after),
              paid: status === 'paid' || status === 'waived',
            },
            body.amount,
            mailer.contact,
          ),
          { db: tx, log: { paymentId: id, mail: 'transfer-confirmed' } },
        );
        // Last: the receipt counter's row stays locked until this transaction commits.
        await issueReceipt(tx, { paymentId: id, jobs: deps.jobs, now: at, audit });
        return { id, invoiceId: invoice.id, invoiceStatus: status, paid: paidOf(after), due: dueOf(after) };
      });
    },

    /** The proof is not accepted: the payment fails with staff's reason, which the student reads. */
    async reject(id: string, body: RejectTransferBody, audit: AuditContext) {
      const at = now();
      return underLock(id, async (tx, payment) => {
        const { invoice } = payment;
        await tx.payment.update({
          where: { id },
          data: {
            status: 'failed',
            failure: 'proof rejected by staff',
            rejectionReason: body.reason,
            reviewedById: audit.actorId,
            reviewedAt: at,
            checkedAt: at,
          },
        });
        await recordAudit(tx, {
          ...audit,
          action: 'payment.failed',
          targetType: 'payment',
          targetId: id,
          applicationId: invoice.applicationId,
          meta: {
            method: 'bank_transfer',
            reference: payment.reference,
            amount: payment.amount,
            currency: payment.currency,
            reason: `proof rejected: ${body.reason}`,
          },
        });
        await mailer.sendLater(
          transferRejectedMail(
            invoice.user!,
            { number: invoiceNumberText(invoice.number), applicationId: invoice.applicationId! },
            body.reason,
            mailer.contact,
          ),
          { db: tx, log: { paymentId: id, mail: 'transfer-rejected' } },
        );
        const after = await tx.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: invoiceSelect });
        return { id, invoiceId: invoice.id, invoiceStatus: after.status, paid: paidOf(after), due: dueOf(after) };
      });
    },

    /** The proof's file for staff, the opening audited before it is served. */
    async proof(id: string, audit: AuditContext): Promise<StoredFile> {
      const payment = await prisma.payment.findUnique({
        where: { id },
        select: {
          proofKey: true,
          proofName: true,
          proofType: true,
          proofBytes: true,
          reference: true,
          invoice: { select: { applicationId: true } },
        },
      });
      if (!payment) throw NOT_FOUND();
      const { proofKey, proofName, proofType, proofBytes } = payment;
      if (!proofKey || !proofType || proofBytes === null)
        throw new HttpError(404, 'NOT_FOUND', text('payments.transfer.noProof'));
      await recordAudit(prisma, {
        ...audit,
        action: 'payment.proof_view',
        targetType: 'payment',
        targetId: id,
        applicationId: payment.invoice.applicationId,
        meta: { reference: payment.reference, name: proofName },
      });
      return { storageKey: proofKey, mimeType: proofType, originalName: proofName ?? 'proof', size: proofBytes };
    },
  };
}
export type Transfers = ReturnType<typeof createTransfers>;
