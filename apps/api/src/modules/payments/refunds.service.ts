import { text, type RefundBody, type RefundView } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Refunds are recorded, not sent (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): staff give the
 * money back outside (their bank, Paystack's dashboard) and write here how much, why and who. Only a received
 * payment can be refunded, in its own currency, up to what it brought less earlier refunds; the payment's row is
 * locked, so two refunds at once cannot together pass that limit. The invoice's status does not change: it was paid.
 */
export function createRefunds(prisma: PrismaClient) {
  return {
    async record(paymentId: string, body: RefundBody, audit: AuditContext): Promise<RefundView> {
      return prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Payment" WHERE id = ${paymentId}::uuid FOR UPDATE`;
        const payment = await tx.payment.findUnique({
          where: { id: paymentId },
          select: {
            id: true,
            status: true,
            amount: true,
            currency: true,
            reference: true,
            invoice: { select: { applicationId: true } },
            refunds: { select: { amount: true } },
          },
        });
        if (!payment) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
        if (payment.status !== 'succeeded')
          throw new HttpError(409, 'CONFLICT', text('payments.staff.refundNotReceived'));
        const max = payment.amount - payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        if (body.amount > max) {
          const tooLarge = text('payments.staff.refundTooLarge', { max });
          throw new HttpError(422, 'VALIDATION_FAILED', tooLarge, { amount: [tooLarge] });
        }
        const refund = await tx.refund.create({
          data: {
            paymentId,
            amount: body.amount,
            currency: payment.currency,
            reason: body.reason,
            createdById: audit.actorId,
          },
          include: { createdBy: { select: { firstname: true, lastname: true } } },
        });
        await recordAudit(tx, {
          ...audit,
          action: 'payment.refund',
          targetType: 'payment',
          targetId: paymentId,
          applicationId: payment.invoice.applicationId,
          meta: {
            refundId: refund.id,
            reference: payment.reference,
            amount: body.amount,
            currency: payment.currency,
            refundedBefore: payment.amount - max,
            reason: body.reason,
          },
        });
        return {
          id: refund.id,
          paymentId,
          amount: refund.amount,
          currency: refund.currency,
          reason: refund.reason,
          by: refund.createdBy ? `${refund.createdBy.firstname} ${refund.createdBy.lastname}`.trim() : null,
          createdAt: refund.createdAt.toISOString(),
        };
      });
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
