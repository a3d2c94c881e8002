import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  otpBodySchema,
  registerBodySchema,
  registerResponseSchema,
  text,
} from '@studychina/contracts';
import type { AccountContext } from './account-context.js';
import { clearPendingStep, readPendingStep, setPendingStep } from './pending-step.js';
import { registerValidationError } from './register-validation.js';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** POST /register, /verify-email and /resend-otp (docs/product.md#registration-flow). */
export const registrationRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { registration, limits } = context;

  app.post(
    '/register',
    {
      // Validated here, not by Fastify, so the message follows the form's order (register-validation.ts).
      attachValidation: true,
      preHandler: limits.register,
      schema: {
        tags: ['accounts'],
        summary: 'Create an unverified account and e-mail a 6-digit code; sets the pending-step cookie',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw registerValidationError(request.body);
      const { user, step } = await registration.register(request.body, request.locale);
      setPendingStep(reply, app.now, step);
      return reply
        .code(201)
        .send({ success: true, message: request.render(text('answers.REGISTERED')), user, token: null });
    },
  );

  app.post(
    '/verify-email',
    {
      preHandler: limits.codeCheck,
      schema: {
        tags: ['accounts'],
        summary: 'Check the e-mailed code (form field otp) of the pending step; signs the person in',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: otpBodySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const step = readPendingStep(request, app.now, 'verify');
      const session = await registration.verifyEmail(step, request.body.otp);
      clearPendingStep(reply);
      return { success: true as const, message: request.render(text('answers.EMAIL_VERIFIED')), ...session };
    },
  );

  app.post(
    '/resend-otp',
    {
      preHandler: limits.resend,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a new code for the pending step (the old one dies); one per 30 s, 5 an hour, 10 a day',
        response: { 200: messageResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const step = await registration.resend(readPendingStep(request, app.now));
      setPendingStep(reply, app.now, step);
      return { success: true as const, message: request.render(text('answers.CODE_RESENT')) };
    },
  );
};
