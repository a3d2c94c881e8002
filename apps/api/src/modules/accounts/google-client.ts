import type { Auth } from 'googleapis';
import { API_PREFIX } from '@studychina/contracts';
import type { Config } from '../../config.js';

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface GoogleClient {
  /** The consent URL (authorization code flow with PKCE S256, state and an OIDC nonce). */
  consentUrl(input: { state: string; codeChallenge: string; nonce: string }): string;
  newPkcePair(): Promise<{ codeVerifier: string; codeChallenge: string }>;
  /** Exchanges the code and verifies the ID token (signature, issuer, audience, expiry, nonce). */
  profile(input: { code: string; codeVerifier: string; nonce: string }): Promise<GoogleProfile>;
}

/**
 * Endpoints of a stand-in for Google under GOOGLE_OAUTH_BASE_URL (tests, staging): the paths of
 * oauth2-mock-server, plus /certs (signing keys as PEM, which google-auth-library reads) and /tokeninfo.
 */
function standIn(base: string): Pick<Auth.OAuth2ClientOptions, 'endpoints' | 'issuers'> {
  const root = base.replace(/\/+$/, '');
  return {
    endpoints: {
      oauth2AuthBaseUrl: `${root}/authorize`,
      oauth2TokenUrl: `${root}/token`,
      oauth2RevokeUrl: `${root}/revoke`,
      tokenInfoUrl: `${root}/tokeninfo`,
      oauth2FederatedSignonPemCertsUrl: `${root}/certs`,
      oauth2FederatedSignonJwkCertsUrl: `${root}/jwks`,
    },
    issuers: [root, `${root}/`],
  };
}

/** The callback Google returns to: GOOGLE_REDIRECT_URI, else the API on WEB_URL (one port by default). */
export const googleRedirectUri = (config: Config) =>
  config.GOOGLE_REDIRECT_URI ?? `${config.WEB_URL.replace(/\/+$/, '')}${API_PREFIX}/auth-google/callback`;

/**
 * googleapis' OAuth2 client built from config; null when GOOGLE_CLIENT_ID/SECRET are not set.
 * googleapis is loaded only then: it takes over a second to import.
 */
export async function createGoogleClient(config: Config): Promise<GoogleClient | null> {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) return null;
  const { Auth: GoogleAuth } = await import('googleapis');
  const redirectUri = googleRedirectUri(config);
  const client = new GoogleAuth.OAuth2Client({
    clientId,
    clientSecret,
    redirectUri,
    // A slow identity server must not hold the browser's redirect for minutes.
    transporterOptions: { timeout: 10_000 },
    ...(config.GOOGLE_OAUTH_BASE_URL ? standIn(config.GOOGLE_OAUTH_BASE_URL) : {}),
  });

  return {
    consentUrl: ({ state, codeChallenge, nonce }) =>
      client.generateAuthUrl({
        scope: ['openid', 'email', 'profile'],
        access_type: 'online',
        prompt: 'select_account',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: GoogleAuth.CodeChallengeMethod.S256,
      }),
    async newPkcePair() {
      const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
      if (!codeChallenge) throw new Error('no PKCE challenge');
      return { codeVerifier, codeChallenge };
    },
    async profile({ code, codeVerifier, nonce }) {
      const { tokens } = await client.getToken({ code, codeVerifier, redirect_uri: redirectUri });
      if (!tokens.id_token) throw new Error('no ID token in the token response');
      const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: clientId });
      const claims = ticket.getPayload();
      if (!claims?.sub) throw new Error('ID token without subject');
      if (claims.nonce !== nonce) throw new Error('ID token nonce mismatch');
      return {
        sub: claims.sub,
        email: claims.email?.trim().toLowerCase() || null,
        emailVerified: claims.email_verified === true,
        givenName: claims.given_name?.trim() || null,
        familyName: claims.family_name?.trim() || null,
      };
    },
  };
}
