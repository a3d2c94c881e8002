import bcrypt from 'bcrypt';
import type { RegisterBody, User as PublicUser } from '@studychina/contracts';
import type { PrismaClient, User } from '@studychina/db';

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
    createdAt: user.createdAt.toISOString(),
  };
}

/** Postgres unique violation as Prisma reports it (a concurrent register with the same e-mail). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

export function createUsersService(prisma: PrismaClient, bcryptRounds: number) {
  // Compared against when the e-mail is unknown or the account has no password, at the same cost as
  // real hashes, so a login takes as long whether or not the account exists.
  const dummyHash = bcrypt.hash('no account has this password: timing only', bcryptRounds);
  return {
    findByEmail: (email: string) => prisma.user.findUnique({ where: { email: email.toLowerCase() } }),
    findById: (id: string) => prisma.user.findUnique({ where: { id } }),

    /** The user when the password matches; null otherwise, in about the same time either way. */
    async checkPassword(user: User | null, password: string): Promise<User | null> {
      const matches = await bcrypt.compare(password, user?.passwordHash ?? (await dummyHash));
      return user?.passwordHash && matches ? user : null;
    },

    /** An unverified account; throws a unique violation when the e-mail is taken. */
    async create(body: RegisterBody): Promise<User> {
      return prisma.user.create({
        data: {
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          phoneNumber: body.phoneNumber,
          countryName: body.countryInfo?.name ?? null,
          countryDialCode: body.countryInfo?.dialCode.replace(/^\+/, '') ?? null,
          countryCode: body.countryInfo?.countryCode.toLowerCase() ?? null,
          passwordHash: await bcrypt.hash(body.password, bcryptRounds),
        },
      });
    },

    /**
     * Sets the new password and revokes every token issued before (tokenVersion), so a stolen session
     * dies with the reset; unused reset codes die too. The mailbox was proven, so the e-mail counts verified.
     */
    async resetPassword(userId: string, password: string, now: Date): Promise<void> {
      const passwordHash = await bcrypt.hash(password, bcryptRounds);
      const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
      await prisma.$transaction([
        prisma.user.update({
          where: { id: userId },
          data: { passwordHash, tokenVersion: { increment: 1 }, emailVerifiedAt: user.emailVerifiedAt ?? now },
        }),
        prisma.oneTimeCode.updateMany({
          where: { userId, purpose: 'reset', consumedAt: null },
          data: { consumedAt: now },
        }),
      ]);
    },

    markVerified: (user: User, now: Date) =>
      user.emailVerifiedAt ? user : prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
