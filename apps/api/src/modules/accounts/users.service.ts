import bcrypt from 'bcrypt';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type RegisterBody,
  type User as PublicUser,
} from '@studychina/contracts';
import type { PrismaClient, User } from '@studychina/db';
import type { WorkQueue } from '../../lib/work-queue.js';

/** The public user of the contracts (an allow-list: hash, Google id, role and versions stay here). */
export function toPublicUser(user: User): PublicUser {
  const { countryName, countryDialCode, countryCode } = user;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    countryInfo:
      countryName && countryDialCode && countryCode
        ? { name: countryName, dialCode: countryDialCode, countryCode }
        : null,
    emailVerified: user.emailVerifiedAt !== null,
    role: user.role,
    // Students' answers stay as the specification gives them; staff learn their permissions with their session.
    ...(user.role === 'student' ? {} : { permissions: user.permissions }),
    createdAt: user.createdAt.toISOString(),
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/** Postgres unique violation as Prisma reports it (a concurrent register with the same e-mail). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

/**
 * `bcryptWork` bounds how many hashes run at once (lib/work-queue.ts): every bcrypt call goes through it.
 */
export function createUsersService(prisma: PrismaClient, bcryptRounds: number, bcryptWork: WorkQueue) {
  // Compared against when the e-mail is unknown or the account has no password, at the same cost as
  // real hashes, so a login takes as long whether or not the account exists.
  const dummyHash = bcrypt.hash('no account has this password: timing only', bcryptRounds);
  const hash = (password: string) => bcryptWork.run(() => bcrypt.hash(password, bcryptRounds));
  return {
    findByEmail: (email: string) => prisma.user.findUnique({ where: { email: email.toLowerCase() } }),
    findById: (id: string) => prisma.user.findUnique({ where: { id } }),

    /** The user when the password matches; null otherwise, in about the same time either way. */
    async checkPassword(user: User | null, password: string): Promise<User | null> {
      const against = user?.passwordHash ?? (await dummyHash);
      const matches = await bcryptWork.run(() => bcrypt.compare(password, against));
      return user?.passwordHash && matches ? user : null;
    },

    /** An unverified account; throws a unique violation when the e-mail is taken. */
    async create(body: RegisterBody, locale: Locale = DEFAULT_LOCALE): Promise<User> {
      return prisma.user.create({
        data: {
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          phoneNumber: body.phoneNumber,
          countryName: body.countryInfo?.name ?? null,
          countryDialCode: body.countryInfo?.dialCode.replace(/^\+/, '') ?? null,
          countryCode: body.countryInfo?.countryCode.toLowerCase() ?? null,
          passwordHash: await hash(body.password),
          locale,
        },
      });
    },

    /**
     * Sets the new password and revokes every token issued before (tokenVersion), so a stolen session
     * dies with the reset; unused reset codes die too. The mailbox was proven, so the e-mail counts verified.
     */
    async resetPassword(userId: string, password: string, now: Date): Promise<User> {
      const passwordHash = await hash(password);
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      const [updated] = await prisma.$transaction([
        prisma.user.update({
          where: { id: userId },
          data: { passwordHash, tokenVersion: { increment: 1 }, emailVerifiedAt: user.emailVerifiedAt ?? now },
        }),
        prisma.oneTimeCode.updateMany({
          where: { userId, purpose: 'reset', consumedAt: null },
          data: { consumedAt: now },
        }),
      ]);
      return updated;
    },

    markVerified: (user: User, now: Date) =>
      user.emailVerifiedAt ? user : prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
