import type { FastifyInstance } from 'fastify';
import { multipartFieldsToBody } from '../../plugins/multipart.js';

/** The account forms hold a few short texts; anything bigger is not one of them. */
const FORM_LIMIT_BYTES = 16 * 1024;

/**
 * Body formats of the account routes, in their scope only:
 * - /verify-email and /verify-otp take form data (SPEC 7). The web app posts FormData (multipart):
 *   the app-wide multipart plugin's small-form hook turns its text fields into the body (files are
 *   refused), so the route's zod schema validates them like JSON. Other clients may send urlencoded.
 * - /resend-otp is posted with a JSON content type and no body (SPEC 7), which Fastify's JSON parser
 *   refuses; here an empty JSON body is no body. Non-empty JSON keeps the default, poisoning-safe parser.
 */
export async function acceptAccountBodies(app: FastifyInstance): Promise<void> {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    json(request, body as string, done);
  });

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    // URLSearchParams is all urlencoded needs; no extra dependency for a one-field form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }

  app.addHook('preValidation', multipartFieldsToBody);
}
