import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountContext } from './account-context.js';
import type { GoogleClient } from './google-client.js';
import { findOrCreateGoogleUser } from './google-sign-in.js';
import { sealHandoff } from './handoff.js';

interface Flow {
  state: string;
  codeVerifier: string;
  nonce: string;
}

const parseFlow = (cookie: string | null): Flow | null => {
  try {
    const flow = JSON.parse(cookie ?? '') as Partial<Flow>;
    return typeof flow.state === 'string' && typeof flow.codeVerifier === 'string' && typeof flow.nonce === 'string'
      ? (flow as Flow)
      : null;
  } catch {
    return null;
  }
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The callback's work: state check (CSRF), code exchange with the PKCE verifier, ID token checks,
 * find-or-create, then the sealed handoff. Null on any failure, logged by stage only: the errors of
 * google-auth-library quote the tokens they refuse, so their text never reaches the log.
 */
export async function completeGoogleSignIn(
  app: FastifyInstance,
  context: AccountContext,
  google: GoogleClient,
  flowCookie: string | null,
  query: { code?: string; state?: string; error?: string },
): Promise<string | null> {
  const flow = parseFlow(flowCookie);
  if (query.error || !query.code || !query.state || !flow || !sameText(query.state, flow.state)) {
    app.log.warn({ stage: 'state', googleError: query.error?.slice(0, 64) }, 'google sign-in refused');
    return null;
  }
  let profile;
  try {
    profile = await google.profile({ code: query.code, codeVerifier: flow.codeVerifier, nonce: flow.nonce });
  } catch {
    app.log.warn({ stage: 'token' }, 'google sign-in refused: code exchange or ID token check failed');
    return null;
  }
  const user = await findOrCreateGoogleUser(app.prisma, profile, app.now()).catch((error: unknown) => {
    app.log.error({ stage: 'account', err: error }, 'google sign-in failed: account lookup');
    return null;
  });
  if (!user) {
    app.log.warn(
      { stage: 'account', emailVerified: profile.emailVerified },
      'google sign-in refused: no account can be linked',
    );
    return null;
  }
  return sealHandoff(context.handoffKey, user.id, app.now());
}
