import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A payment as it stands once settled (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): the staff
 * screens read payments that Paystack's verify or a staff confirmation settled; the tests of those screens start
 * from the settled row, the ways to settle one being tested in their own files. A succeeded payment marks its
 * invoice paid (or part paid) as settlement does.
 */
export async function recordPayment(
  app: FastifyInstance,
  invoiceId: string,
  payment: {
    method?: 'paystack' | 'bank_transfer';
    status: 'pending' | 'succeeded' | 'failed';
    amount: number;
    currency?: string;
    createdAt?: Date;
  },
) {
  const invoice = await app.prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
  const createdAt = payment.createdAt ?? new Date();
  const row = await app.prisma.payment.create({
    data: {
      invoiceId,
      method: payment.method ?? 'paystack',
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency ?? invoice.currency,
      reference: `INV${invoice.number}-${randomBytes(6).toString('hex')}`,
      createdAt,
      paidAt: payment.status === 'succeeded' ? createdAt : null,
    },
  });
  if (payment.status === 'succeeded' && row.currency === invoice.currency) {
    const paid = await app.prisma.payment.aggregate({
      where: { invoiceId, status: 'succeeded', currency: invoice.currency },
      _sum: { amount: true },
    });
    await app.prisma.invoice.update({
      where: { id: invoiceId },
      data: { status: (paid._sum.amount ?? 0) >= invoice.total ? 'paid' : 'part_paid' },
    });
  }
  return row;
}

/** The invoice of an application (made at submit). */
export const invoiceOf = (app: FastifyInstance, applicationId: string) =>
  app.prisma.invoice.findUniqueOrThrow({ where: { applicationId } });
