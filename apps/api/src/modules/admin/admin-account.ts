import bcrypt from 'bcrypt';
import type { PrismaClient } from '@studychina/db';

export interface AdminAccountInput {
  /** Lower-cased, as every stored e-mail. */
  email: string;
  /** Already checked against the registration rules (contracts' newPasswordField). */
  password: string;
  firstname?: string;
  lastname?: string;
}

export type AdminAccountOutcome = 'created' | 'promoted';

/**
 * Makes `email` an admin who can sign in with `password` (docs/product.md#back-office-staff-accounts):
 * a new account with a verified e-mail, or an existing one promoted, its password replaced and every
 * token it held revoked (its sessions were issued to a lesser role, and whoever set these variables
 * now holds the password).
 */
export async function createOrPromoteAdmin(
  prisma: PrismaClient,
  input: AdminAccountInput,
  { bcryptRounds, now }: { bcryptRounds: number; now: Date },
): Promise<AdminAccountOutcome> {
  const passwordHash = await bcrypt.hash(input.password, bcryptRounds);
  const existing = await prisma.user.findUnique({ where: { email: input.email } });
  if (existing) {
    await prisma.user.update({
      where: { id: existing.id },
      data: {
        role: 'admin',
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        tokenVersion: { increment: 1 },
        ...(input.firstname && { firstname: input.firstname }),
        ...(input.lastname && { lastname: input.lastname }),
      },
    });
    return 'promoted';
  }
  await prisma.user.create({
    data: {
      email: input.email,
      firstname: input.firstname || 'Admin',
      lastname: input.lastname ?? '',
      passwordHash,
      emailVerifiedAt: now,
      role: 'admin',
    },
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
  options: { bcryptRounds: number; now: Date },
): Promise<AdminAccountOutcome | 'admin-exists'> {
  if ((await prisma.user.count({ where: { role: 'admin' } })) > 0) return 'admin-exists';
  return createOrPromoteAdmin(prisma, input, options);
}
