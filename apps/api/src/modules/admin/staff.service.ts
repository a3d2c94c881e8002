import {
  CANNOT_DISABLE_SELF_MESSAGE,
  INVITATION_DISABLED_MESSAGE,
  INVITATION_NOT_PENDING_MESSAGE,
  STAFF_DISABLED_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_ENABLED_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  STAFF_PERMISSIONS_SAVED_MESSAGE,
  invitationResentMessage,
  staffInvitedMessage,
  type StaffAccount,
  type StaffAccountResponse,
  type StaffInviteBody,
  type StaffPermission,
  asWritten,
} from '@studychina/contracts';
import type { Prisma, PrismaClient, User } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { Invitations } from '../accounts/invitation.js';
import { staffInviteMail } from './staff-invite-mail.js';

export function toStaffAccount(user: User): StaffAccount {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
    permissions: user.permissions,
    state: user.disabledAt ? 'disabled' : user.passwordHash ? 'active' : 'invited',
    disabledAt: user.disabledAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface StaffServiceDeps {
  prisma: PrismaClient;
  mailer: Pick<Mailer, 'sendLater' | 'follow'>;
  invitations: Invitations;
  webUrl: string;
  invitationTtlHours: number;
  now: Clock;
}

/**
 * Staff accounts (docs/product.md#back-office-staff-accounts): admins invite, list, disable and enable
 * them. Each change and its audit row commit together.
 */
export function createStaffService({ prisma, mailer, invitations, webUrl, invitationTtlHours, now }: StaffServiceDeps) {
  // An invitation's mail waiting for the mail server is dropped once its link died (a newer invitation,
  // the account disabled, the link used or expired): the person never gets a dead link.
  mailer.follow('staff-invite', { stillWanted: (id) => invitations.isLive(id) });
  const notFound = () => new HttpError(404, 'NOT_FOUND', asWritten(STAFF_NOT_FOUND_MESSAGE));
  /** A fresh single-use link (older ones die), its audit row and its mail, in the caller's transaction. */
  const sendInvitation = async (tx: Prisma.TransactionClient, user: User, audit: AuditContext) => {
    const link = await invitations.issue(tx, user.id, invitationTtlHours * 3_600_000);
    await recordAudit(tx, {
      ...audit,
      action: 'staff.invite',
      targetType: 'user',
      targetId: user.id,
      meta: { email: user.email, role: user.role, permissions: user.permissions },
    });
    await mailer.sendLater(staffInviteMail(user, webUrl, link.token, invitationTtlHours), {
      db: tx,
      log: { userId: user.id },
      about: { kind: 'staff-invite', ref: link.id },
    });
  };
  const staffById = async (id: string) => {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await prisma.user.findUnique({ where: { id } }) : null;
    if (!user || user.role === 'student') throw notFound();
    return user;
  };

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await prisma.user.findMany({
        where: { role: { in: ['staff', 'admin'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map(toStaffAccount);
    },

    /**
     * A new account without a password, and a single-use link mailed to set one. Inviting again an
     * account that never set its password sends a fresh link (the old dies); any other existing e-mail
     * is refused (a student's account is never turned into staff by an invitation). The mail is queued
     * in the account's transaction and sent by the job worker, retried while the mail server fails: the
     * answer never waits for, or fails with, the mail server.
     */
    async invite(body: StaffInviteBody, audit: AuditContext): Promise<StaffAccountResponse> {
      const existing = await prisma.user.findUnique({ where: { email: body.email } });
      if (existing && (existing.role === 'student' || existing.passwordHash || existing.disabledAt))
        throw new HttpError(422, 'EMAIL_TAKEN', asWritten(STAFF_EMAIL_TAKEN_MESSAGE), {
          email: [asWritten(STAFF_EMAIL_TAKEN_MESSAGE)],
        });
      const user = await prisma.$transaction(async (tx) => {
        const data = {
          firstname: body.firstname,
          lastname: body.lastname,
          role: body.role,
          permissions: body.permissions ?? [],
        };
        const user = existing
          ? await tx.user.update({ where: { id: existing.id }, data })
          : await tx.user.create({ data: { ...data, email: body.email, passwordHash: null } });
        await sendInvitation(tx, user, audit);
        return user;
      });
      return { success: true, message: staffInvitedMessage(user.email), staff: toStaffAccount(user) };
    },

    /**
     * A new link for an invited account that has not set its password (the old link dies, as when inviting
     * again). An account that set its password, or a disabled one, has no invitation to resend: 409.
     */
    async resendInvitation(id: string, audit: AuditContext): Promise<StaffAccountResponse> {
      const target = await staffById(id);
      if (target.disabledAt) throw new HttpError(409, 'CONFLICT', asWritten(INVITATION_DISABLED_MESSAGE));
      if (target.passwordHash) throw new HttpError(409, 'CONFLICT', asWritten(INVITATION_NOT_PENDING_MESSAGE));
      await prisma.$transaction(async (tx) => {
        // Conditional and row-locking: a password set (or a disabling) meanwhile is seen, never overtaken.
        const { count } = await tx.user.updateMany({
          where: { id: target.id, passwordHash: null, disabledAt: null },
          data: { updatedAt: now() },
        });
        if (count === 0) throw new HttpError(409, 'CONFLICT', asWritten(INVITATION_NOT_PENDING_MESSAGE));
        await sendInvitation(tx, target, audit);
      });
      return { success: true, message: invitationResentMessage(target.email), staff: toStaffAccount(target) };
    },

    /**
     * Replaces the member's permissions with `permissions`; the audit row keeps the set before and after. A
     * member's next request sees the change (permissions are read from the account, not from the token).
     */
    async setPermissions(
      id: string,
      permissions: StaffPermission[],
      audit: AuditContext,
    ): Promise<StaffAccountResponse> {
      const target = await staffById(id);
      const user = await prisma.$transaction(async (tx) => {
        const user = await tx.user.update({ where: { id: target.id }, data: { permissions } });
        await recordAudit(tx, {
          ...audit,
          action: 'staff.permissions',
          targetType: 'user',
          targetId: user.id,
          meta: { before: target.permissions, after: user.permissions },
        });
        return user;
      });
      return { success: true, message: STAFF_PERMISSIONS_SAVED_MESSAGE, staff: toStaffAccount(user) };
    },

    /** Signs the account out everywhere at once (disabledAt, and tokenVersion for good measure). */
    async disable(id: string, audit: AuditContext): Promise<StaffAccountResponse> {
      if (id === audit.actorId) throw new HttpError(403, 'FORBIDDEN', asWritten(CANNOT_DISABLE_SELF_MESSAGE));
      const target = await staffById(id);
      const user = await prisma.$transaction(async (tx) => {
        const user = await tx.user.update({
          where: { id: target.id },
          data: { disabledAt: target.disabledAt ?? now(), tokenVersion: { increment: 1 } },
        });
        await invitations.revoke(tx, user.id);
        await recordAudit(tx, { ...audit, action: 'staff.disable', targetType: 'user', targetId: user.id });
        return user;
      });
      return { success: true, message: STAFF_DISABLED_MESSAGE, staff: toStaffAccount(user) };
    },

    async enable(id: string, audit: AuditContext): Promise<StaffAccountResponse> {
      const target = await staffById(id);
      const user = await prisma.$transaction(async (tx) => {
        const user = await tx.user.update({ where: { id: target.id }, data: { disabledAt: null } });
        await recordAudit(tx, { ...audit, action: 'staff.enable', targetType: 'user', targetId: user.id });
        return user;
      });
      return { success: true, message: STAFF_ENABLED_MESSAGE, staff: toStaffAccount(user) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
