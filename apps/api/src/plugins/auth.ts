import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, text, type MfaState } from '@studychina/contracts';
import type { User } from '@studychina/db';
import type { Config } from '../config.js';
import { STAFF_SESSION, sessionAlive } from '../lib/staff-session-rules.js';

/** The 401 answer, in the request's language (docs/decisions/0106-keyed-icu-messages.md). */
const unauthenticated = (request: FastifyRequest) =>
  ({
    success: false,
    code: 'UNAUTHENTICATED',
    message: request.render(text('errors.UNAUTHENTICATED_MESSAGE')),
  }) as const;
const mfaRequired = (request: FastifyRequest) =>
  ({ success: false, code: 'MFA_REQUIRED', message: request.render(text('mfa.REQUIRED')) }) as const;

/**
 * What an access token carries: the user and the token version it was issued under. A staff member's token also
 * says how far the sign-in went (docs/decisions/0134-staff-second-factor.md): `mfa: 'pending'` between the password
 * and the code (it reaches only /user/mfa/*), `mfa: 'ok'` with `sid`, its StaffSession, once the code was given.
 */
export interface TokenClaims {
  sub: string;
  ver: number;
  mfa?: 'pending' | 'ok';
  sid?: string;
  /** When the password was given (ms, app.now): a session's 12 hours count from it. */
  at?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for Bearer-protected routes: 401 UNAUTHENTICATED unless valid and alive; 401 MFA_REQUIRED for a
     * staff member's token that has not passed the second factor. Every route that takes a token uses it, so a
     * route added later is covered too.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** The second factor's own routes: also takes the token between the password and the code (staff only). */
    authenticateSecondFactor(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** A student's token; for staff, the token that reaches only the second factor's routes. */
    issueToken(user: Pick<User, 'id' | 'tokenVersion' | 'role'>): string;
    /** A staff member passed the second factor: their session starts (its row) and its token. */
    startStaffSession(user: Pick<User, 'id' | 'tokenVersion'>, passwordAt?: number): Promise<string>;
    /**
     * The staff account behind a credential that stands in for a full staff token (a draft's preview link,
     * docs/decisions/0136-content-preview-pages-rendered-by-the-server.md), checked as app.authenticate checks one:
     * its session alive, the same token version, not disabled, still staff. Null otherwise. The session is not touched.
     */
    liveStaffAccount(claims: { sub: string; ver: number; sid: string }): Promise<User | null>;
  }
  interface FastifyRequest {
    /** The signed-in user, set by app.authenticate. */
    account: User;
    /** The verified token's claims, set by app.authenticate and app.authenticateSecondFactor. */
    claims: TokenClaims;
  }
}

/** What a staff member's sign-in still needs (undefined: a student, who needs nothing more). */
export const mfaStateOf = (user: Pick<User, 'role' | 'totpConfirmedAt'>): MfaState | undefined =>
  !isStaffRole(user.role) ? undefined : user.totpConfirmedAt ? 'required' : 'setup_required';

/**
 * Bearer JWTs: HS256 only (an `alg: none` or RS256 token is refused), with an expiry, and bound to the
 * user's tokenVersion so a password reset (or a reset of the second factor) revokes every token issued before
 * it; a disabled account's tokens are refused whatever their version. A staff member's full token names a
 * StaffSession row, read on each request, so idle and absolute ends hold on every instance alike.
 */
export const authPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(jwt, {
    secret: config.JWT_SECRET,
    sign: { algorithm: 'HS256', expiresIn: config.JWT_EXPIRES_IN },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('account', null as unknown as User);
  app.decorateRequest('claims', null as unknown as TokenClaims);

  app.decorate('issueToken', (user: Pick<User, 'id' | 'tokenVersion' | 'role'>) =>
    isStaffRole(user.role)
      ? app.jwt.sign(
          { sub: user.id, ver: user.tokenVersion, mfa: 'pending', at: app.now().getTime() },
          { expiresIn: STAFF_SESSION.secondFactorTokenTtl },
        )
      : app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
  );

  app.decorate('startStaffSession', async (user: Pick<User, 'id' | 'tokenVersion'>, passwordAt?: number) => {
    const now = app.now();
    const startedAt = new Date(Math.min(passwordAt ?? now.getTime(), now.getTime()));
    const session = await app.prisma.staffSession.create({ data: { userId: user.id, startedAt, lastSeenAt: now } });
    // Sessions long over go as new ones start: no job needed to keep the table small.
    await app.prisma.staffSession.deleteMany({
      where: { userId: user.id, startedAt: { lt: new Date(now.getTime() - STAFF_SESSION.absoluteMs) } },
    });
    return app.jwt.sign(
      { sub: user.id, ver: user.tokenVersion, mfa: 'ok', sid: session.id },
      { expiresIn: `${STAFF_SESSION.absoluteMs / 1000}s` },
    );
  });

  /** The account of a valid token, or null; `secondFactor` also takes a staff token between password and code. */
  async function accountOf(request: FastifyRequest, reply: FastifyReply, secondFactor: boolean) {
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      return reply.code(401).send(unauthenticated(request));
    }
    if (typeof claims.sub !== 'string') return reply.code(401).send(unauthenticated(request));
    let user: User | null;
    if (claims.mfa === 'ok') {
      const session = typeof claims.sid === 'string' ? await findSession(claims.sid) : null;
      if (!session || session.userId !== claims.sub || !sessionAlive(session, app.now()))
        return reply.code(401).send(unauthenticated(request));
      user = session.user;
      await touch(session.id, session.lastSeenAt);
    } else {
      user = await app.prisma.user.findUnique({ where: { id: claims.sub } });
    }
    // A disabled account's tokens die at once (docs/product.md#back-office-statuses-and-workflow).
    if (!user || user.tokenVersion !== claims.ver || user.disabledAt !== null)
      return reply.code(401).send(unauthenticated(request));
    if (isStaffRole(user.role) && claims.mfa !== 'ok') {
      // Read from the account, not the token: a student made staff needs the second factor from their next request.
      if (!secondFactor || claims.mfa !== 'pending') return reply.code(401).send(mfaRequired(request));
    }
    request.account = user;
    request.claims = claims;
  }

  const findSession = (id: string) =>
    /^[0-9a-f-]{36}$/i.test(id)
      ? app.prisma.staffSession.findUnique({ where: { id }, include: { user: true } })
      : Promise.resolve(null);

  /** Idle time is the row's lastSeenAt, shared by every instance; written at most once a minute per session. */
  async function touch(id: string, lastSeenAt: Date) {
    const now = app.now();
    if (now.getTime() - lastSeenAt.getTime() < STAFF_SESSION.touchEveryMs) return;
    await app.prisma.staffSession.updateMany({ where: { id, lastSeenAt }, data: { lastSeenAt: now } });
  }

  app.decorate('liveStaffAccount', async ({ sub, ver, sid }: { sub: string; ver: number; sid: string }) => {
    const session = await findSession(sid);
    if (!session || session.userId !== sub || !sessionAlive(session, app.now())) return null;
    const user = session.user;
    return user.tokenVersion === ver && user.disabledAt === null && isStaffRole(user.role) ? user : null;
  });

  // The refusals return the reply (sent): Fastify then runs nothing more for the request.
  app.decorate('authenticate', (request: FastifyRequest, reply: FastifyReply) => accountOf(request, reply, false));
  app.decorate('authenticateSecondFactor', (request: FastifyRequest, reply: FastifyReply) =>
    accountOf(request, reply, true),
  );
});
