import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { cleanUpAccounts } from './account-cleanup.js';
import { createAccountContext } from './account-context.js';
import { acceptAccountBodies } from './form-bodies.js';
import { googleRoutes } from './google.routes.js';
import { invitationRoutes } from './invitation.routes.js';
import { passwordRoutes } from './password.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { localeRoutes } from './locale.routes.js';
import { mfaRoutes } from './mfa.routes.js';
import { sessionRoutes } from './session.routes.js';

/**
 * The accounts API (issue 3) under /api/v1/user: registration and e-mail codes, login and /me,
 * password reset, Google sign-in. Hooks and body parsers here apply to these routes only.
 */
export const accountRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await acceptAccountBodies(app);
  const context = await createAccountContext(app, config);

  app.jobs.schedule('clean-up-accounts', '23 * * * *', async () => {
    app.log.info(await cleanUpAccounts(app.prisma, app.now()), 'account clean-up done');
  });

  app.addHook('onRequest', context.limits.perClient);
  // Answers carry tokens, users and step cookies: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  });

  await app.register(registrationRoutes, { context });
  await app.register(sessionRoutes, { context });
  await app.register(passwordRoutes, { context });
  await app.register(googleRoutes, { context });
  await app.register(invitationRoutes, { context });
  await app.register(localeRoutes);
  await app.register(mfaRoutes, { context });
};
