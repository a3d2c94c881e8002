import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  otpBodySchema,
  resetPasswordBodySchema,
  text,
} from '@studychina/contracts';
import type { AccountContext } from './account-context.js';
import { clearPendingStep, readPendingStep, setPendingStep } from './pending-step.js';
import { setResetGrantCookie, takeResetGrantCookie } from './reset-grant.js';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** POST /forgot-password, /verify-otp and /reset-password (docs/product.md#password-reset-flow). */
export const passwordRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { passwords, limits } = context;

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
      const step = await passwords.forgot(request.body.email);
      setPendingStep(reply, app.now, step);
      return { success: true as const, message: request.render(text('answers.FORGOT_PASSWORD_SENT')) };
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
      const { grant, ...session } = await passwords.verifyResetCode(step, request.body.otp);
      setResetGrantCookie(reply, grant);
      clearPendingStep(reply);
      return { success: true as const, message: request.render(text('answers.RESET_CODE_VERIFIED')), ...session };
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
      await passwords.reset(takeResetGrantCookie(request, reply), request.body.password);
      return { success: true as const, message: request.render(text('answers.PASSWORD_RESET')) };
    },
  );
};
