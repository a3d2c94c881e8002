import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '@studychina/contracts';
import type { User } from '@studychina/db';
import type { Config } from '../config.js';

/** The 401 answer, in the request's language (docs/decisions/0106-keyed-icu-messages.md). */
const unauthenticated = (request: FastifyRequest) =>
  ({
    success: false,
    code: 'UNAUTHENTICATED',
    message: request.render(text('errors.UNAUTHENTICATED_MESSAGE')),
  }) as const;

/** What an access token carries: the user and the token version it was issued under. */
export interface TokenClaims {
  sub: string;
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for Bearer-protected routes: 401 { message: 'Unauthenticated.' } unless valid. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    issueToken(user: Pick<User, 'id' | 'tokenVersion'>): string;
  }
  interface FastifyRequest {
    /** The signed-in user, set by app.authenticate. */
    account: User;
  }
}

/**
 * Bearer JWTs: HS256 only (an `alg: none` or RS256 token is refused), with an expiry, and bound to the
 * user's tokenVersion so a password reset revokes every token issued before it; a disabled account's
 * tokens are refused whatever their version.
 */
export const authPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(jwt, {
    secret: config.JWT_SECRET,
    sign: { algorithm: 'HS256', expiresIn: config.JWT_EXPIRES_IN },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('account', null as unknown as User);

  app.decorate('issueToken', (user: Pick<User, 'id' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
  );

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      return reply.code(401).send(unauthenticated(request));
    }
    const user =
      typeof claims.sub === 'string' ? await app.prisma.user.findUnique({ where: { id: claims.sub } }) : null;
    // A disabled account's tokens die at once (docs/product.md#back-office-statuses-and-workflow).
    if (!user || user.tokenVersion !== claims.ver || user.disabledAt !== null) {
      return reply.code(401).send(unauthenticated(request));
    }
    request.account = user;
  });
});
