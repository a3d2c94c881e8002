import { asWritten, text, STAFF_NOT_FOUND_MESSAGE } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { Mailer } from '../../plugins/mailer.js';
import { clearSecondFactor } from '../accounts/mfa.service.js';
import { staffMfaResetMail } from './staff-mfa-reset-mail.js';

/**
 * An admin resets a member's second factor (a lost phone and no recovery code left): the key and recovery codes go,
 * every token and session of the member dies, the reset is audited and the member told by mail, in one transaction
 * (docs/decisions/0134-staff-second-factor.md).
 */
export async function resetStaffSecondFactor(
  deps: { prisma: PrismaClient; mailer: Pick<Mailer, 'sendLater'>; webUrl: string },
  id: string,
  audit: AuditContext,
) {
  const { prisma, mailer, webUrl } = deps;
  const target = /^[0-9a-f-]{36}$/i.test(id) ? await prisma.user.findUnique({ where: { id } }) : null;
  if (!target || target.role === 'student') throw new HttpError(404, 'NOT_FOUND', asWritten(STAFF_NOT_FOUND_MESSAGE));
  await prisma.$transaction(async (tx) => {
    await clearSecondFactor(tx, target.id);
    await recordAudit(tx, {
      ...audit,
      action: 'staff.mfa_reset',
      targetType: 'user',
      targetId: target.id,
      meta: { email: target.email, wasSetUp: target.totpConfirmedAt !== null },
    });
    await mailer.sendLater(staffMfaResetMail(target, webUrl), { db: tx, log: { userId: target.id } });
  });
  return { success: true as const, message: text('mfa.RESET_DONE') };
}
