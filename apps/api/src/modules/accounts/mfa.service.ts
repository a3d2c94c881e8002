import { isStaffRole, text, type MfaVerifyBody } from '@studychina/contracts';
import type { Prisma, PrismaClient, User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { Sealer } from '../../lib/sealed-secret.js';
import type { LoginGuard } from './login-guard.js';
import { checkPasswordAgain } from './password-again.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { enrolment, matchingStep, newTotpSecret } from './totp.js';
import type { UsersService } from './users.service.js';

export interface MfaDeps {
  prisma: PrismaClient;
  users: UsersService;
  /** Seals the TOTP key at rest (lib/sealed-secret.ts). */
  sealer: Sealer;
  now: Clock;
  /** Wrong codes lock the account like wrong passwords: the login guard's rules, under a key of their own. */
  codeGuard: LoginGuard;
  /** Password re-entry (turning off, new recovery codes) counts against the sign-in limits. */
  loginGuard: LoginGuard;
  startStaffSession: (user: User, passwordAt?: number) => Promise<string>;
}

const forbidden = () => new HttpError(403, 'FORBIDDEN', text('answers.FORBIDDEN_MESSAGE'));
const conflict = (key: 'mfa.ALREADY_SET_UP' | 'mfa.NOT_SET_UP') => new HttpError(409, 'CONFLICT', text(key));
const codeKey = (user: User) => `mfa:${user.email}`;

/**
 * The staff second factor (issue 31, docs/decisions/0134-staff-second-factor.md): enrolment of an authenticator app,
 * the code at each sign-in (each 30-second step used once), single-use recovery codes stored hashed, and the password
 * asked again to turn it off or renew the codes.
 */
export function createMfaService({ prisma, users, sealer, now, codeGuard, loginGuard, startStaffSession }: MfaDeps) {
  /** Runs `check` as one guarded attempt: a right answer clears the count, a wrong one counts towards the lock. */
  async function guarded(client: string, user: User, check: () => Promise<boolean>, wrong: HttpError) {
    const slot = await codeGuard.reserve(client, codeKey(user));
    if (!(await check())) throw wrong;
    await slot.release();
  }

  /** The app's code: right now (±1 step) and of a step newer than the last one used, which it then becomes. */
  async function useTotp(user: User, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const step = await matchingStep(sealer.open(user.totpSecret), code, now(), user.totpLastStep);
    if (step === null) return false;
    // Conditional: two requests with one code at once, only one moves the step.
    const { count } = await prisma.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step, ...(user.totpConfirmedAt ? {} : { totpConfirmedAt: now() }) },
    });
    return count === 1;
  }

  async function useRecoveryCode(user: User, code: string): Promise<boolean> {
    const { count } = await prisma.recoveryCode.updateMany({
      where: { userId: user.id, codeHash: hashRecoveryCode(code), usedAt: null },
      data: { usedAt: now() },
    });
    return count === 1;
  }

  /** Ten fresh codes replace every earlier one; only their hashes are kept. */
  async function renewCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await prisma.$transaction([
      prisma.recoveryCode.deleteMany({ where: { userId } }),
      prisma.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) }),
    ]);
    return codes;
  }

  const checkPassword = (client: string, user: User, password: string) =>
    checkPasswordAgain({ loginGuard, users }, client, user, password);

  return {
    /** A new key (replacing one not confirmed yet), its otpauth URL and QR. Staff only; 409 once confirmed. */
    async setup(user: User) {
      if (!isStaffRole(user.role)) throw forbidden();
      if (user.totpConfirmedAt) throw conflict('mfa.ALREADY_SET_UP');
      const secret = newTotpSecret();
      await prisma.user.update({
        where: { id: user.id },
        data: { totpSecret: sealer.seal(secret), totpLastStep: null },
      });
      return { secret, ...(await enrolment(secret, user.email)) };
    },

    /** The first code from the app: the key is in use, ten recovery codes are made, the session starts. */
    async confirm(client: string, user: User, code: string, passwordAt?: number) {
      if (!isStaffRole(user.role)) throw forbidden();
      if (user.totpConfirmedAt) throw conflict('mfa.ALREADY_SET_UP');
      if (!user.totpSecret) throw conflict('mfa.NOT_SET_UP');
      await guarded(
        client,
        user,
        () => useTotp(user, code),
        new HttpError(422, 'CODE_INVALID', text('mfa.CODE_INVALID')),
      );
      const recoveryCodes = await renewCodes(user.id);
      return { recoveryCodes, token: await startStaffSession(user, passwordAt) };
    },

    /** The code of each sign-in, or one recovery code (then spent). */
    async verify(client: string, user: User, body: MfaVerifyBody, passwordAt?: number) {
      if (!isStaffRole(user.role)) throw forbidden();
      if (!user.totpConfirmedAt) throw conflict('mfa.NOT_SET_UP');
      if ('code' in body)
        await guarded(
          client,
          user,
          () => useTotp(user, body.code),
          new HttpError(422, 'CODE_INVALID', text('mfa.CODE_INVALID')),
        );
      else
        await guarded(
          client,
          user,
          () => useRecoveryCode(user, body.recoveryCode),
          new HttpError(422, 'CODE_INVALID', text('mfa.RECOVERY_CODE_INVALID')),
        );
      return { token: await startStaffSession(user, passwordAt) };
    },

    /** New recovery codes, the old ones dead; the password again first. */
    async renewRecoveryCodes(client: string, user: User, password: string) {
      if (!user.totpConfirmedAt) throw conflict('mfa.NOT_SET_UP');
      await checkPassword(client, user, password);
      return { recoveryCodes: await renewCodes(user.id) };
    },

    /**
     * Removes the app and the recovery codes, the password again first. Every session ends (staff cannot work without
     * a second factor): the next sign-in enrols again.
     */
    async turnOff(client: string, user: User, password: string) {
      if (!user.totpConfirmedAt) throw conflict('mfa.NOT_SET_UP');
      await checkPassword(client, user, password);
      await prisma.$transaction((tx) => clearSecondFactor(tx, user.id));
    },
  };
}

/** No key, no recovery codes, no session, no token issued before (turning off, an admin's reset). */
export async function clearSecondFactor(
  db: Pick<Prisma.TransactionClient, 'user' | 'recoveryCode' | 'staffSession'>,
  userId: string,
) {
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.staffSession.deleteMany({ where: { userId } });
  await db.user.update({
    where: { id: userId },
    data: { totpSecret: null, totpConfirmedAt: null, totpLastStep: null, tokenVersion: { increment: 1 } },
  });
}

export type MfaService = ReturnType<typeof createMfaService>;
