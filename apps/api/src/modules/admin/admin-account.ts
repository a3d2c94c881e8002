import bcrypt from 'bcrypt';
import type { PrismaClient } from '@studychina/db';
import { recordAudit } from '../../lib/audit.js';

export interface AdminAccountInput {
  /** Lower-cased, as every stored e-mail. */
  email: string;
  /** Already checked against the registration rules (contracts' newPasswordField). */
  password: string;
  firstname?: string;
  lastname?: string;
}

export type AdminAccountOutcome = 'created' | 'promoted';

export interface AdminAccountOptions {
  bcryptRounds: number;
  now: Date;
  /** Where the change came from, kept as the audit row's request id: `startup` (environment) or `cli`. */
  source: 'startup' | 'cli';
}

/**
 * Makes `email` an admin who can sign in with `password` (docs/product.md#back-office-staff-accounts):
 * a new account with a verified e-mail, or an existing one promoted, its password replaced and every
 * token it held revoked (its sessions were issued to a lesser role, and whoever set these variables
 * now holds the password).
 */
export async function createOrPromoteAdmin(
  prisma: PrismaClient,
  input: AdminAccountInput,
  { bcryptRounds, now, source }: AdminAccountOptions,
): Promise<AdminAccountOutcome> {
  const passwordHash = await bcrypt.hash(input.password, bcryptRounds);
  const existing = await prisma.user.findUnique({ where: { email: input.email } });
  // No person acts: the audit row names the system (actor null) and where it came from.
  const audit = (tx: Parameters<typeof recordAudit>[0], userId: string, outcome: AdminAccountOutcome) =>
    recordAudit(tx, {
      actorId: null,
      ip: 'local',
      requestId: source,
      action: outcome === 'created' ? 'staff.admin_created' : 'staff.admin_promoted',
      targetType: 'user',
      targetId: userId,
      meta: { email: input.email },
    });
  if (existing) {
    await prisma.$transaction(async (tx) => {
      await tx.user.update({
        where: { id: existing.id },
        data: {
          role: 'admin',
          passwordHash,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          tokenVersion: { increment: 1 },
          disabledAt: null, // the operator named this account: a disabled one is let in again
          ...(input.firstname && { firstname: input.firstname }),
          ...(input.lastname && { lastname: input.lastname }),
        },
      });
      await audit(tx, existing.id, 'promoted');
    });
    return 'promoted';
  }
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        email: input.email,
        firstname: input.firstname || 'Admin',
        lastname: input.lastname ?? '',
        passwordHash,
        emailVerifiedAt: now,
        role: 'admin',
      },
    });
    await audit(tx, user.id, 'created');
  });
  return 'created';
}

/**
 * At start, with ADMIN_EMAIL and ADMIN_PASSWORD set: the first admin, only while no admin exists, so a
 * restart never resets the password of an admin who has since changed it.
 */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  input: AdminAccountInput,
  options: AdminAccountOptions,
): Promise<AdminAccountOutcome | 'admin-exists'> {
  if ((await prisma.user.count({ where: { role: 'admin' } })) > 0) return 'admin-exists';
  return createOrPromoteAdmin(prisma, input, options);
}
