import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP as RFC 6238 and the authenticator apps have it (SHA-1, 30-second steps, 6 digits), by otplib; one step of
 * clock drift either way. otplib checks codes; the replay check (each step once) is the caller's, against the step
 * stored on the account (docs/decisions/0134-staff-second-factor.md).
 */
const PERIOD_S = 30;
const ISSUER = 'Study in China Admissions';

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export async function enrolment(secret: string, email: string): Promise<{ otpauthUrl: string; qr: string }> {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_S, digits: 6 });
  return { otpauthUrl, qr: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
}

/** The step the code belongs to, when it is right at `now` (±1 step) and newer than `afterStep`; else null. */
export async function matchingStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_S,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
