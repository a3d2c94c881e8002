import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isLocale, type Locale } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import type { GoogleClient } from './google-client.js';
import { findOrCreateGoogleUser } from './google-sign-in.js';
import type { HandoffService } from './handoff.service.js';

interface Flow {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** The site's language when the visitor pressed the button (issue 17): a new account gets it. */
  locale?: Locale;
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

export interface GoogleFlowDeps {
  google: GoogleClient;
  prisma: PrismaClient;
  handoffs: HandoffService;
  log: FastifyBaseLogger;
  now: Clock;
}

/** Google sign-in with state, PKCE and a nonce (docs/product.md#google-sign-in-flow). */
export function createGoogleFlow({ google, prisma, handoffs, log, now }: GoogleFlowDeps) {
  return {
    /** Google's consent URL, and the flow (state, PKCE verifier, nonce) the caller keeps in a private cookie. */
    async start(locale?: Locale): Promise<{ url: string; flow: string }> {
      const state = randomBytes(32).toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      const { codeVerifier, codeChallenge } = await google.newPkcePair();
      return {
        url: google.consentUrl({ state, codeChallenge, nonce }),
        flow: JSON.stringify({ state, codeVerifier, nonce, locale } satisfies Flow),
      };
    },

    /**
     * The callback's work: state check (CSRF), code exchange with the PKCE verifier, ID token checks,
     * find-or-create (a new account in the language the flow started in, else `fallbackLocale`, the
     * callback request's), then the sealed handoff. Null on any failure, logged by stage only: the errors of
     * google-auth-library quote the tokens they refuse, so their text never reaches the log.
     */
    async complete(
      flowCookie: string | null,
      query: { code?: string; state?: string; error?: string },
      fallbackLocale?: Locale,
    ): Promise<string | null> {
      const flow = parseFlow(flowCookie);
      if (query.error || !query.code || !query.state || !flow || !sameText(query.state, flow.state)) {
        log.warn({ stage: 'state', googleError: query.error?.slice(0, 64) }, 'google sign-in refused');
        return null;
      }
      let profile;
      try {
        profile = await google.profile({ code: query.code, codeVerifier: flow.codeVerifier, nonce: flow.nonce });
      } catch {
        log.warn({ stage: 'token' }, 'google sign-in refused: code exchange or ID token check failed');
        return null;
      }
      const locale = isLocale(flow.locale) ? flow.locale : fallbackLocale;
      const user = await findOrCreateGoogleUser(prisma, profile, now(), locale).catch((error: unknown) => {
        log.error({ stage: 'account', err: error }, 'google sign-in failed: account lookup');
        return null;
      });
      if (!user) {
        log.warn(
          { stage: 'account', emailVerified: profile.emailVerified },
          'google sign-in refused: no account can be linked',
        );
        return null;
      }
      return handoffs.seal(user.id);
    },
  };
}

export type GoogleFlow = ReturnType<typeof createGoogleFlow>;
