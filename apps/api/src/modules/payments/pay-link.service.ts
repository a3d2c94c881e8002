import { createHash, randomBytes } from 'node:crypto';
import {
  PAY_LINK_DAYS,
  invoiceNumberText,
  localizedPath,
  text,
  type Locale,
  type PayLinkCreated,
  type PayLinkInvoice,
  type PaystackStartResponse,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { bankDetails } from './bank-details.js';
import { dueOf, invoiceSelect, invoiceView } from './invoice-view.js';
import type { Paystack } from './paystack.service.js';

const DAY_MS = 24 * 60 * 60_000;
const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
/** One answer for a token never made, expired or replaced: the link's holder learns nothing more. */
export const PAY_LINK_INVALID = () => new HttpError(404, 'PAY_LINK_INVALID', text('payLink.invalid'));
/** Tokens are stored as their SHA-256: a read of the table gives no working link. 32 random bytes need no salt. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Who acts on a payment link: nobody with an account (actorId null), from the visitor's address. */
export const visitorAudit = (request: { ip: string; id: unknown }): AuditContext => ({
  actorId: null,
  ip: request.ip,
  requestId: String(request.id),
});
/** The link's page, in the language the student shared it in. */
export const payLinkPath = (token: string, locale: Locale = 'en') => localizedPath(`/pay/${token}`, locale);

export interface PayLinkDeps {
  prisma: PrismaClient;
  paystack: Paystack;
  now: Clock;
  /** The site's address (WEB_URL) without a trailing slash. */
  webUrl: string;
}

/**
 * The payment link a student shares with a parent or sponsor who has no account
 * (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): one live link per invoice, PAY_LINK_DAYS long, a new
 * one replacing the last, revoked by deleting it. Whoever holds the token reads the invoice alone (its number, lines,
 * total, status, the student's first name) and can pay it, never the application behind it.
 */
export function createPayLinks({ prisma, paystack, now, webUrl }: PayLinkDeps) {
  const ownInvoice = async (userId: string, invoiceId: string) => {
    const invoice = await prisma.invoice.findFirst({
      where: { id: invoiceId, userId },
      select: { id: true, number: true, applicationId: true },
    });
    if (!invoice) throw NOT_FOUND();
    return invoice;
  };

  /** The invoice a live token opens; anything else is PAY_LINK_INVALID. */
  async function opened(token: string) {
    const link = await prisma.payLink.findUnique({
      where: { tokenHash: tokenHash(token) },
      select: { invoiceId: true, expiresAt: true },
    });
    if (!link || link.expiresAt.getTime() <= now().getTime()) throw PAY_LINK_INVALID();
    return link;
  }

  /** What the link's page shows. */
  async function read(token: string, locale: Locale): Promise<PayLinkInvoice> {
    const link = await opened(token);
    const row = await prisma.invoice.findUniqueOrThrow({
      where: { id: link.invoiceId },
      select: { ...invoiceSelect, user: { select: { firstname: true } } },
    });
    const invoice = invoiceView(row, locale, await bankDetails(prisma));
    return {
      number: invoice.number,
      status: invoice.status,
      total: invoice.total,
      currency: invoice.currency,
      paid: invoice.paid,
      due: invoice.due,
      studentFirstName: (row.user?.firstname ?? '').trim().split(/\s+/)[0] ?? '',
      lines: invoice.lines,
      payments: invoice.payments.map(({ method, status, amount, currency, createdAt }) => ({
        method,
        status,
        amount,
        currency,
        createdAt,
      })),
      bankTransfer: invoice.bankTransfer,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  return {
    async share(userId: string, invoiceId: string, audit: AuditContext, locale: Locale): Promise<PayLinkCreated> {
      const invoice = await ownInvoice(userId, invoiceId);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + PAY_LINK_DAYS * DAY_MS);
      await prisma.$transaction(async (tx) => {
        const link = await tx.payLink.upsert({
          where: { invoiceId },
          create: { invoiceId, tokenHash: tokenHash(token), expiresAt, createdAt: now() },
          update: { tokenHash: tokenHash(token), expiresAt, createdAt: now() },
          select: { id: true },
        });
        await recordAudit(tx, {
          ...audit,
          action: 'payLink.create',
          targetType: 'invoice',
          targetId: invoiceId,
          applicationId: invoice.applicationId,
          meta: { number: invoiceNumberText(invoice.number), link: link.id, expiresAt: expiresAt.toISOString() },
        });
      });
      return { url: `${webUrl}${payLinkPath(token, locale)}`, token, expiresAt: expiresAt.toISOString() };
    },

    async revoke(userId: string, invoiceId: string, audit: AuditContext): Promise<void> {
      const invoice = await ownInvoice(userId, invoiceId);
      await prisma.$transaction(async (tx) => {
        const { count } = await tx.payLink.deleteMany({ where: { invoiceId } });
        if (count > 0)
          await recordAudit(tx, {
            ...audit,
            action: 'payLink.revoke',
            targetType: 'invoice',
            targetId: invoiceId,
            applicationId: invoice.applicationId,
            meta: { number: invoiceNumberText(invoice.number) },
          });
      });
    },

    read,
    /** The invoice a live link opens (PAY_LINK_INVALID otherwise): the transfer-proof route declares against it. */
    invoiceOf: async (token: string) => (await opened(token)).invoiceId,
    /** The sponsor pays by Paystack and comes back to the link's page. */
    async startPaystack(
      token: string,
      email: string,
      audit: AuditContext,
      locale: Locale,
    ): Promise<PaystackStartResponse> {
      const link = await opened(token);
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id: link.invoiceId }, select: invoiceSelect });
      if (invoice.status === 'waived' || dueOf(invoice) === 0)
        throw new HttpError(409, 'CONFLICT', text('payLink.nothingDue'));
      return paystack.startForPayer(link.invoiceId, { email, returnPath: payLinkPath(token, locale) }, audit);
    },

    /** Back from Paystack: verify, then what the page shows. */
    async verifyPaystack(token: string, audit: AuditContext, locale: Locale): Promise<PayLinkInvoice> {
      const link = await opened(token);
      await paystack.verifyInvoice(link.invoiceId, audit);
      return read(token, locale);
    },
  };
}
export type PayLinks = ReturnType<typeof createPayLinks>;
