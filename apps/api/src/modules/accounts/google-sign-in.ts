import type { Locale } from '@studychina/contracts';
import type { PrismaClient, User } from '@studychina/db';
import type { GoogleProfile } from './google-client.js';
import { isUniqueViolation } from './users.service.js';

/**
 * The account of a Google identity, found by Google subject, else linked by e-mail, else created.
 * Linking and creating need Google to vouch for the e-mail (email_verified):
 * docs/decisions/0017-google-links-verified-emails-only.md. Such accounts count as verified.
 * Null when the identity cannot be given an account. A created account gets `locale` (the visitor's
 * language, issue 17); an existing one keeps its own.
 */
export async function findOrCreateGoogleUser(
  prisma: PrismaClient,
  profile: GoogleProfile,
  now: Date,
  locale?: Locale,
): Promise<User | null> {
  const known = await prisma.user.findUnique({ where: { googleId: profile.sub } });
  if (known) return known;
  if (!profile.email || !profile.emailVerified) return null;

  const byEmail = await prisma.user.findUnique({ where: { email: profile.email } });
  if (byEmail) {
    // Already tied to another Google identity: never re-point it silently.
    if (byEmail.googleId) return null;
    // An unverified account may have been opened by someone else with this address: its password
    // was never proven to belong to the mailbox owner, so it goes (pre-account-takeover defence).
    const unproven = byEmail.emailVerifiedAt === null;
    return prisma.user.update({
      where: { id: byEmail.id },
      data: {
        googleId: profile.sub,
        emailVerifiedAt: byEmail.emailVerifiedAt ?? now,
        ...(unproven && { passwordHash: null, tokenVersion: { increment: 1 } }),
      },
    });
  }

  try {
    return await prisma.user.create({
      data: {
        firstname: profile.givenName ?? profile.email.split('@')[0]!,
        lastname: profile.familyName ?? '',
        email: profile.email,
        googleId: profile.sub,
        emailVerifiedAt: now,
        ...(locale && { locale }),
      },
    });
  } catch (error) {
    // Two callbacks for the same person at once: the other one created it.
    if (isUniqueViolation(error)) return prisma.user.findUnique({ where: { googleId: profile.sub } });
    throw error;
  }
}
