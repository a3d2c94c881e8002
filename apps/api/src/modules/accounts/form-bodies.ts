import type { FastifyInstance } from 'fastify';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.js';
import { multipartFieldsToBody } from '../../plugins/multipart.js';

/**
 * Body formats of the account routes, in their scope only:
 * - /verify-email and /verify-otp take form data (docs/product.md#api-conventions). The web app posts FormData (multipart):
 *   the app-wide multipart plugin's small-form hook turns its text fields into the body (files are
 *   refused), so the route's zod schema validates them like JSON. Other clients may send urlencoded
 *   (parsed app-wide by @fastify/formbody, see app.ts).
 * - /resend-otp is posted with a JSON content type and no body (docs/product.md#api-conventions), which Fastify's JSON parser
 *   refuses; here an empty JSON body is no body.
 */
export async function acceptAccountBodies(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);

  app.addHook('preValidation', multipartFieldsToBody);
}
