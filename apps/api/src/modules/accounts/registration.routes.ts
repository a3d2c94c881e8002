import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE_RESENT,
  EMAIL_TAKEN,
  EMAIL_VERIFIED,
  MAIL_NOT_SENT,
  MAIL_SEND_FAILED,
  PENDING_STEP_MISSING,
  REGISTERED,
  authResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  otpBodySchema,
  registerBodySchema,
  registerResponseSchema,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { AccountContext } from './account-context.js';
import { ResendTooSoon } from './otp.service.js';
import { clearPendingStep, readPendingStep, setPendingStep } from './pending-step.js';
import { registerValidationError } from './register-validation.js';
import { resendForNobody, tooSoon } from './resend-answers.js';
import { isUniqueViolation, toPublicUser } from './users.service.js';

const emailTaken = () => new HttpError(422, 'EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
const errors = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** POST /register, /verify-email and /resend-otp (SPEC 4 "Registration flow"). */
export const registrationRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { users, otp, codes, limits } = context;

  app.post(
    '/register',
    {
      // Validated here, not by Fastify, so the message follows SPEC 5's order (register-validation.ts).
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
      const body = request.body;
      if (await users.findByEmail(body.email)) throw emailTaken();
      const user = await users.create(body).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      const sent = await codes.send(user, 'verify');
      setPendingStep(reply, app.now, { purpose: 'verify', userId: user.id });
      // 201 even when the mail failed: the account exists and the person can finish with Resend OTP on
      // /verify-code, where the web app goes after a successful register; the message says what happened.
      return reply
        .code(201)
        .send({ success: true, message: sent ? REGISTERED : MAIL_NOT_SENT, user: toPublicUser(user), token: null });
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
      await otp.consume(step.userId, 'verify', request.body.otp);
      const user = await users.findById(step.userId);
      if (!user) throw new HttpError(401, 'STEP_EXPIRED', PENDING_STEP_MISSING);
      const verified = await users.markVerified(user, app.now());
      clearPendingStep(reply);
      return {
        success: true as const,
        message: EMAIL_VERIFIED,
        token: app.issueToken(verified),
        user: toPublicUser(verified),
      };
    },
  );

  app.post(
    '/resend-otp',
    {
      preHandler: limits.resend,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a new code for the pending step (the old one dies); at most one per 30 seconds',
        response: { 200: messageResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const step = readPendingStep(request, app.now);
      const user = await users.findById(step.userId);
      if (!user && step.purpose === 'reset') return resendForNobody(reply, app.now, step);
      if (!user || (step.purpose === 'verify' && user.emailVerifiedAt))
        throw new HttpError(401, 'STEP_EXPIRED', PENDING_STEP_MISSING);
      const sent = await codes.send(user, step.purpose).catch((error: unknown) => {
        if (error instanceof ResendTooSoon) throw tooSoon(reply, error.secondsLeft);
        throw error;
      });
      // 503: the one thing asked for (a mail) could not be done now; nothing changed, retrying is safe.
      if (!sent) throw new HttpError(503, 'MAIL_NOT_SENT', MAIL_SEND_FAILED);
      setPendingStep(reply, app.now, { purpose: step.purpose, userId: user.id });
      return { success: true as const, message: CODE_RESENT };
    },
  );
};
