import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  mfaConfirmBodySchema,
  mfaConfirmResponseSchema,
  mfaPasswordBodySchema,
  mfaRecoveryCodesResponseSchema,
  mfaSetupResponseSchema,
  mfaTokenResponseSchema,
  mfaVerifyBodySchema,
  unauthenticatedResponseSchema,
  text,
} from '@studychina/contracts';
import { clientKey } from '../../plugins/rate-limit.js';
import type { AccountContext } from './account-context.js';

const refusals = {
  401: unauthenticatedResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * /user/mfa/*: the staff second factor (issue 31, docs/decisions/0134-staff-second-factor.md). setup, confirm and
 * verify take the token a staff login gives (before the code); recovery-codes and disable need a full session.
 */
export const mfaRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { mfa } = context;
  const security = [{ bearerAuth: [] }];

  app.post(
    '/mfa/setup',
    {
      onRequest: app.authenticateSecondFactor,
      schema: {
        tags: ['accounts'],
        summary: 'Staff: a new authenticator key (base32), its otpauth URL and QR (data URL); 409 once confirmed',
        security,
        response: { 200: mfaSetupResponseSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, ...(await mfa.setup(request.account)) }),
  );

  app.post(
    '/mfa/confirm',
    {
      onRequest: app.authenticateSecondFactor,
      schema: {
        tags: ['accounts'],
        summary: "Staff: the app's first code; answers the ten recovery codes (shown once) and a full token",
        security,
        body: mfaConfirmBodySchema,
        response: { 200: mfaConfirmResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.render(text('mfa.SET_UP_DONE')),
      ...(await mfa.confirm(clientKey(request), request.account, request.body.code, request.claims.at)),
    }),
  );

  app.post(
    '/mfa/verify',
    {
      onRequest: app.authenticateSecondFactor,
      schema: {
        tags: ['accounts'],
        summary: "Staff: the app's code ({ code }) or a recovery code ({ recoveryCode }, then spent) for a full token",
        security,
        body: mfaVerifyBodySchema,
        response: { 200: mfaTokenResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.render(text('mfa.SIGNED_IN')),
      ...(await mfa.verify(clientKey(request), request.account, request.body, request.claims.at)),
    }),
  );

  app.post(
    '/mfa/recovery-codes',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Staff: ten new recovery codes (the old die), with the password again',
        security,
        body: mfaPasswordBodySchema,
        response: { 200: mfaRecoveryCodesResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.render(text('mfa.RECOVERY_CODES_RENEWED')),
      ...(await mfa.renewRecoveryCodes(clientKey(request), request.account, request.body.password)),
    }),
  );

  app.post(
    '/mfa/disable',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Staff: remove the authenticator app and recovery codes, with the password again; every session ends',
        security,
        body: mfaPasswordBodySchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await mfa.turnOff(clientKey(request), request.account, request.body.password);
      return { success: true as const, message: request.render(text('mfa.TURNED_OFF')) };
    },
  );
};
