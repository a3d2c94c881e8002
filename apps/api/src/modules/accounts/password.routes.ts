import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE_INVALID,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET,
  RESET_CODE_VERIFIED,
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  otpBodySchema,
  resetPasswordBodySchema,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { AccountContext } from './account-context.js';
import { clearPendingStep, readPendingStep, setPendingStep, setPendingStepForNobody } from './pending-step.js';
import { toPublicUser } from './users.service.js';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** POST /forgot-password, /verify-otp and /reset-password (SPEC 4 "Password reset flow"). */
export const passwordRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { users, otp, codes, grants, limits } = context;

  app.post(
    '/forgot-password',
    {
      preHandler: limits.forgotPassword,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a reset code if the account exists; the same answer either way',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await users.findByEmail(request.body.email);
      if (user) {
        codes.sendLater(user, 'reset');
        setPendingStep(reply, app.now, { purpose: 'reset', userId: user.id });
      } else {
        setPendingStepForNobody(reply, app.now);
      }
      return { success: true as const, message: FORGOT_PASSWORD_SENT };
    },
  );

  app.post(
    '/verify-otp',
    {
      preHandler: limits.codeCheck,
      schema: {
        tags: ['accounts'],
        summary: 'Check the reset code (form field otp); signs in and grants one password reset (15 min)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: otpBodySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const step = readPendingStep(request, app.now, 'reset');
      await otp.consume(step.userId, 'reset', request.body.otp);
      const user = await users.findById(step.userId);
      if (!user) throw new HttpError(422, 'CODE_INVALID', CODE_INVALID, { otp: [CODE_INVALID] });
      // A correct reset code proves the mailbox, as a verify code would.
      const verified = await users.markVerified(user, app.now());
      await grants.grant(reply, user.id);
      clearPendingStep(reply);
      return {
        success: true as const,
        message: RESET_CODE_VERIFIED,
        token: app.issueToken(verified),
        user: toPublicUser(verified),
      };
    },
  );

  app.post(
    '/reset-password',
    {
      preHandler: limits.resetPassword,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the reset grant cookie; revokes every earlier token',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await grants.consume(request, reply);
      await users.resetPassword(userId, request.body.password, app.now());
      return { success: true as const, message: PASSWORD_RESET };
    },
  );
};
