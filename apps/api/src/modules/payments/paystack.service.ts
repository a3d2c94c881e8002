import { createHash, randomBytes } from 'node:crypto';
import { text, type PaystackEvent, type Invoice, type Locale, type PaystackStartResponse } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { Jobs } from '../../plugins/jobs.js';
import { bankDetails } from './bank-details.js';
import { dueOf, invoiceSelect, invoiceView } from './invoice-view.js';
import type { PaystackClient } from './paystack-client.js';
import { paystackSignatureMatches } from './paystack-signature.js';
import { settlePayment } from './settle-payment.js';

/** The job that verifies a transaction a webhook told us of (answered 200 at once, verified here). */
export const PAYSTACK_VERIFY_JOB = 'paystack-verify';
/** The job that re-verifies transactions still pending: Paystack sends no webhook for a failure. */
export const PAYSTACK_REVERIFY_JOB = 'paystack-reverify';
/** A transaction is looked at again once it is this old without an answer... */
export const REVERIFY_AFTER_MS = 15 * 60_000;
/** ...and given up (failed, abandoned) when still not paid this long after it started. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
const NOT_CONFIGURED = () => new HttpError(503, 'PAYSTACK_NOT_CONFIGURED', text('payments.paystackNotConfigured'));
const SYSTEM = (requestId: string): AuditContext => ({ actorId: null, ip: 'paystack', requestId });

interface Begin {
  where: Prisma.InvoiceWhereInput;
  email: string;
  callbackUrl: string;
  audit: AuditContext;
  /** How the payment was started when not by the student themself: 'pay_link'. */
  via?: string;
}

export interface PaystackDeps {
  prisma: PrismaClient;
  /** null: no PAYSTACK_SECRET_KEY here; invoices work, paying by Paystack answers 503. */
  client: PaystackClient | null;
  secretKey: string | null;
  jobs: Jobs;
  now: Clock;
  /** Where the student comes back to: `${webUrl}/dashboard/invoices/:id`. */
  webUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Paying an invoice by Paystack (docs/decisions/0129-invoices-and-paystack.md): start a transaction for what is due,
 * verify it when the student returns, take webhooks (signed, stored once, verified in a job) and re-verify what stays
 * pending. An invoice is paid only by settlePayment, on Paystack's verify.
 */
export function createPaystack({ prisma, client, secretKey, jobs, now, webUrl, log }: PaystackDeps) {
  /** Asks Paystack about one payment and writes its answer; a Paystack failure is thrown (jobs retry). */
  async function settle(reference: string, audit: AuditContext, giveUp = false) {
    if (!client) throw NOT_CONFIGURED();
    const transaction = await client.verify(reference);
    const outcome = await settlePayment(prisma, reference, transaction, { audit, now: now(), jobs, webUrl, giveUp });
    if (outcome === 'failed') log.warn({ reference, status: transaction.status }, 'paystack: payment not received');
    return outcome;
  }

  /** Starts a transaction for what is left to pay on the invoice `where` finds (none: 404). */
  async function begin({ where, email, callbackUrl, audit, via }: Begin): Promise<PaystackStartResponse> {
    if (!client) throw NOT_CONFIGURED();
    const invoice = await prisma.invoice.findFirst({ where, select: invoiceSelect });
    if (!invoice) throw NOT_FOUND();
    if (invoice.status === 'waived') throw new HttpError(409, 'CONFLICT', text('payments.waived'));
    const amount = dueOf(invoice);
    if (amount === 0) throw new HttpError(409, 'CONFLICT', text('payments.alreadyPaid'));
    // Ours, unique, and readable on a bank statement: the invoice's number and random hex.
    const reference = `INV${invoice.number}-${randomBytes(8).toString('hex')}`;
    // Written before Paystack hears of it: a webhook never names a reference we do not know.
    await prisma.$transaction(async (tx) => {
      const payment = await tx.payment.create({
        data: {
          invoiceId: invoice.id,
          method: 'paystack',
          amount,
          currency: invoice.currency,
          reference,
          createdAt: now(),
        },
      });
      await recordAudit(tx, {
        ...audit,
        action: 'payment.start',
        targetType: 'payment',
        targetId: payment.id,
        applicationId: invoice.applicationId,
        meta: { method: 'paystack', reference, amount, currency: invoice.currency, ...(via ? { via } : {}) },
      });
    });
    try {
      const started = await client.initialize({
        email,
        amount,
        currency: invoice.currency,
        reference,
        callback_url: callbackUrl,
        metadata: { invoiceId: invoice.id },
      });
      return { authorization_url: started.authorization_url, reference };
    } catch (error) {
      log.error({ err: error, reference }, 'paystack: initialize failed');
      await prisma.payment.update({
        where: { reference },
        data: { status: 'failed', failure: 'Paystack did not start the transaction', checkedAt: now() },
      });
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', text('payments.paystackUnavailable'));
    }
  }

  /**
   * Verifies each pending Paystack payment of the invoice `where` finds (none: 404). Paystack not answering leaves
   * them pending (the re-verify job looks again).
   */
  async function verifyPending(where: Prisma.InvoiceWhereInput, audit: AuditContext): Promise<void> {
    const pending = await prisma.invoice.findFirst({
      where,
      select: { payments: { where: { method: 'paystack', status: 'pending' }, select: { reference: true } } },
    });
    if (!pending) throw NOT_FOUND();
    if (pending.payments.length > 0 && !client) throw NOT_CONFIGURED();
    for (const { reference } of pending.payments)
      await settle(reference, audit).catch((error: unknown) =>
        log.warn({ err: error, reference }, 'paystack: verify failed; the re-verify job will look again'),
      );
  }

  return {
    async start(
      student: { id: string; email: string },
      invoiceId: string,
      audit: AuditContext,
    ): Promise<PaystackStartResponse> {
      return begin({
        where: { id: invoiceId, userId: student.id },
        email: student.email,
        callbackUrl: `${webUrl}/dashboard/invoices/${invoiceId}`,
        audit,
      });
    },

    /**
     * A sponsor pays through the student's payment link (./pay-link.service.ts): the same transaction for what is
     * due, the payer's own e-mail for Paystack's receipt, and back to the link's page.
     */
    async startForPayer(
      invoiceId: string,
      payer: { email: string; returnPath: string },
      audit: AuditContext,
    ): Promise<PaystackStartResponse> {
      return begin({
        where: { id: invoiceId },
        email: payer.email,
        callbackUrl: `${webUrl}${payer.returnPath}`,
        audit,
        via: 'pay_link',
      });
    },

    /**
     * The student is back from Paystack: verify each of the invoice's pending Paystack payments, then answer the
     * invoice as it now is. Paystack not answering leaves them pending (the re-verify job looks again).
     */
    async verifyOwn(userId: string, invoiceId: string, audit: AuditContext, locale: Locale): Promise<Invoice> {
      await verifyPending({ id: invoiceId, userId }, audit);
      const row = await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: invoiceSelect });
      return invoiceView(row, locale, await bankDetails(prisma));
    },

    /** The sponsor is back from Paystack on the payment link's page: the same verification, by the invoice alone. */
    verifyInvoice: (invoiceId: string, audit: AuditContext) => verifyPending({ id: invoiceId }, audit),

    /** A webhook's sender: Paystack only if the body is signed with our key (401 otherwise; 503 with no key). */
    authenticateWebhook(rawBody: Buffer, signature: string | undefined): void {
      if (!secretKey) throw NOT_CONFIGURED();
      if (!paystackSignatureMatches(rawBody, signature, secretKey))
        throw new HttpError(401, 'UNAUTHENTICATED', text('payments.webhookSignature'));
    },

    /**
     * A signed webhook event, stored once by its event and transaction id (the body's hash when it has none): a
     * replay inserts nothing and queues nothing; a charge.success queues a verify job in the same transaction.
     */
    async receive(event: PaystackEvent, rawBody: Buffer): Promise<void> {
      const id = event.data.id ?? createHash('sha256').update(rawBody).digest('hex');
      const reference = event.data.reference ?? null;
      await prisma.$transaction(async (tx) => {
        const stored = await tx.paystackEvent.createMany({
          data: [
            { key: `${event.event}:${id}`, event: event.event, reference, payload: event as Prisma.InputJsonValue },
          ],
          skipDuplicates: true,
        });
        if (stored.count === 1 && event.event === 'charge.success' && reference)
          await jobs.add(tx, PAYSTACK_VERIFY_JOB, { reference }, { maxAttempts: 10 });
      });
    },

    /** The webhook's job: verify the transaction it named (a reference of someone else's is ignored). */
    async verifyJob(reference: string, jobId: string) {
      const known = await prisma.payment.findUnique({ where: { reference }, select: { id: true } });
      if (!known) {
        log.warn({ reference }, 'paystack: a webhook named a reference we never started');
        return;
      }
      await settle(reference, SYSTEM(`job:${jobId}`));
    },

    /** Pending transactions older than REVERIFY_AFTER_MS, each asked about again; those past GIVE_UP_AFTER_MS end. */
    async reverifyPending(): Promise<number> {
      if (!client) return 0;
      const at = now().getTime();
      const payments = await prisma.payment.findMany({
        where: { method: 'paystack', status: 'pending', createdAt: { lte: new Date(at - REVERIFY_AFTER_MS) } },
        select: { reference: true, createdAt: true },
        orderBy: { createdAt: 'asc' },
        take: 200,
      });
      for (const payment of payments)
        await settle(
          payment.reference,
          SYSTEM(PAYSTACK_REVERIFY_JOB),
          at - payment.createdAt.getTime() >= GIVE_UP_AFTER_MS,
        ).catch((error: unknown) =>
          log.warn({ err: error, reference: payment.reference }, 'paystack: re-verify failed'),
        );
      return payments.length;
    },
  };
}
export type Paystack = ReturnType<typeof createPaystack>;
