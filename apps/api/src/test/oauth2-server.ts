import { createPublicKey } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

/** The person signing in, as the stand-in Google vouches for them in the ID token. */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * oauth2-mock-server standing in for Google on 127.0.0.1 (the machines cannot reach Google: tests sign in here).
 * Adds what google-auth-library needs beyond the mock: signing keys as PEM at /certs, and /tokeninfo.
 * `identity` is what the next ID token says; the audience is always our client id.
 */
export class TestGoogleServer {
  readonly server = new OAuth2Server();
  readonly clientId = 'studychina-test.apps.googleusercontent.com';
  readonly clientSecret = 'stand-in-google-client-secret';
  identity: GoogleIdentity = {
    sub: 'google-sub-1',
    email: 'ada.google@example.com',
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Obi',
  };

  async start(): Promise<this> {
    await this.server.issuer.keys.generate('RS256');
    this.server.service.addRoute('GET', '/certs', (_req, res) => {
      const pems = Object.fromEntries(
        this.server.issuer.keys
          .toJSON()
          .map((jwk) => [
            jwk.kid,
            createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }),
          ]),
      );
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(pems));
    });
    this.server.service.addRoute('GET', '/tokeninfo', (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ aud: this.clientId, ...this.identity, expires_in: 3600 }));
    });
    this.server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { ...this.identity, aud: this.clientId });
    });
    await this.server.start(0, '127.0.0.1');
    // The mock names itself localhost even on 127.0.0.1; the issuer must equal the configured base URL.
    this.server.issuer.url = this.baseUrl;
    return this;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.server.address().port}`;
  }

  /** Config overrides pointing the app's googleapis client at this server. */
  get config() {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_OAUTH_BASE_URL: this.baseUrl,
      GOOGLE_REDIRECT_URI: 'http://127.0.0.1:3000/api/v1/user/auth-google/callback',
    } as const;
  }
}
