import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { accountLimits } from './account-limits.js';
import { createCodeDelivery } from './code-delivery.js';
import { createGoogleClient } from './google-client.js';
import { createOtpService } from './otp.service.js';
import { createResetGrants } from './reset-grant.js';
import { createUsersService } from './users.service.js';

/** What the account route files share, built once per app. */
export async function createAccountContext(app: FastifyInstance, config: Config) {
  const otp = createOtpService(app.prisma, config.OTP_SECRET, app.now);
  return {
    config,
    users: createUsersService(app.prisma, config.BCRYPT_ROUNDS),
    otp,
    codes: createCodeDelivery(app, otp),
    grants: createResetGrants(app.prisma, config.OTP_SECRET, app.now),
    limits: accountLimits(app),
    google: await createGoogleClient(config),
    handoffKey: Buffer.from(config.HANDOFF_KEY, 'hex'),
  };
}

export type AccountContext = Awaited<ReturnType<typeof createAccountContext>>;
