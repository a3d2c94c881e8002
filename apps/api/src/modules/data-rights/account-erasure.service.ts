import type { PrismaClient, User } from '@studychina/db';
import { text } from '@studychina/contracts';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { LoginGuard } from '../accounts/login-guard.js';
import { checkPasswordAgain } from '../accounts/password-again.js';
import { ERASED_PAYER } from '../payments/receipts/receipt-row.js';
import type { UsersService } from '../accounts/users.service.js';

/** Statuses an application is still moving in: erasing the account withdraws it first. */
const IN_PROGRESS = ['submitted', 'under_review', 'action_required', 'forwarded_to_university'] as const;

interface Deps {
  prisma: PrismaClient;
  storage: FileStorage;
  users: UsersService;
  loginGuard: LoginGuard;
  /** The code ceilings' key of an e-mail (`createCodeCeilings(...).keyOf`). */
  codeKeyOf: (email: string) => string;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * "Delete my account" (issue 31, docs/decisions/0143-account-erasure.md): the password again, then in one
 * transaction every row of the student goes, except the invoices and payments the law keeps (amounts, numbers, dates,
 * no name, no proof file) and the issued documents' register (masked name and hash); the audit keeps a tombstone.
 * Stored files are removed through the storage after the commit.
 */
export function createAccountErasure({ prisma, storage, users, loginGuard, codeKeyOf, log }: Deps) {
  async function checkPassword(client: string, user: User, password: string) {
    if (!user.passwordHash)
      throw new HttpError(422, 'VALIDATION_FAILED', text('mail.accountDelete.noPassword'), {
        password: [text('mail.accountDelete.noPassword')],
      });
    await checkPasswordAgain({ loginGuard, users }, client, user, password);
  }

  return {
    async erase(client: string, user: User, password: string, audit: AuditContext) {
      if (user.role !== 'student') throw new HttpError(403, 'FORBIDDEN', text('answers.FORBIDDEN_MESSAGE'));
      await checkPassword(client, user, password);
      const userId = user.id;
      const email = user.email.toLowerCase();

      const keys = await prisma.$transaction(async (tx) => {
        const applications = await tx.application.findMany({ where: { userId }, select: { id: true, status: true } });
        const applicationIds = applications.map((application) => application.id);
        const withdrawn = applications.filter((a) => (IN_PROGRESS as readonly string[]).includes(a.status)).length;
        // Applications still moving are withdrawn first, so no job or staff screen acts on them mid-erasure.
        await tx.application.updateMany({
          where: { userId, status: { in: [...IN_PROGRESS] } },
          data: { status: 'withdrawn' },
        });

        const files = await tx.applicationFile.findMany({
          where: { applicationId: { in: applicationIds } },
          select: { storageKey: true },
        });
        const uploads = await tx.draftUpload.findMany({ where: { userId }, select: { storageKey: true } });
        const exports = await tx.dataExport.findMany({ where: { userId }, select: { storageKey: true } });
        const invoices = await tx.invoice.findMany({ where: { userId }, select: { id: true } });
        const invoiceIds = invoices.map((invoice) => invoice.id);
        const proofs = await tx.payment.findMany({
          where: { invoiceId: { in: invoiceIds }, proofKey: { not: null } },
          select: { proofKey: true },
        });
        const originals = await tx.issuedDocument.findMany({
          where: { applicationId: { in: applicationIds }, originalKey: { not: null } },
          select: { originalKey: true },
        });

        // Invoices and payments stay for the law: amounts, numbers, dates; no payer, no proof file, no link.
        await tx.payLink.deleteMany({ where: { invoiceId: { in: invoiceIds } } });
        await tx.payment.updateMany({
          where: { invoiceId: { in: invoiceIds } },
          data: {
            payerName: null,
            proofKey: null,
            proofName: null,
            proofType: null,
            proofBytes: null,
            declaredById: null,
          },
        });
        // A payment under way stays pending: if Paystack then takes the money, it is recorded as received (and can be
        // refunded), never written off as failed while the consultancy holds it.
        await tx.receipt.updateMany({
          where: { payment: { invoiceId: { in: invoiceIds } } },
          data: { payerName: ERASED_PAYER, sponsorEmail: null },
        });
        // The issued documents' register keeps the masked name and the hash; the staff's original file goes.
        await tx.issuedDocument.updateMany({
          where: { applicationId: { in: applicationIds } },
          data: { originalKey: null },
        });

        await tx.contactMessage.deleteMany({ where: { OR: [{ userId }, { email }] } });
        await tx.loginThrottle.deleteMany({ where: { email } });
        await tx.codeThrottle.deleteMany({ where: { key: codeKeyOf(email) } });
        // The account's delete cascades to applications (files, events, requests, notes), the draft and its uploads,
        // the shortlist, alert settings and alerts, codes, sessions and exports; invoices lose their links (SetNull).
        await tx.user.delete({ where: { id: userId } });
        await recordAudit(tx, {
          ...audit,
          actorId: null,
          action: 'account.delete',
          targetType: 'user',
          targetId: userId,
          meta: { applications: applications.length, withdrawn, invoicesKept: invoiceIds.length },
        });
        return [
          ...files.map((row) => row.storageKey),
          ...uploads.map((row) => row.storageKey),
          ...exports.map((row) => row.storageKey),
          ...proofs.map((row) => row.proofKey),
          ...originals.map((row) => row.originalKey),
        ].filter((key): key is string => Boolean(key));
      });

      for (const key of keys)
        await storage.remove(key).catch((error: unknown) => log.warn({ err: error, key }, 'erased file not removed'));
      await loginGuard.clear(email);
    },
  };
}
