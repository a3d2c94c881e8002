import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContentPreviewPageKind, Locale } from '@studychina/contracts';

/** Who may open which preview, until when (seconds since the epoch). */
export interface PreviewClaims {
  sub: string;
  ver: number;
  /** The staff session that asked for the link (decision 0134): the link ends with it. */
  sid: string;
  kind: ContentPreviewPageKind;
  id: string;
  exp: number;
}

/** Long enough to open the tab and read the page, short enough that a copied address soon opens nothing. */
export const PREVIEW_LINK_TTL_S = 10 * 60;

/**
 * The tokens of preview links (docs/decisions/0136-content-preview-pages-rendered-by-the-server.md): a new tab sends
 * no bearer token, so the link carries one, signed with a key derived from JWT_SECRET for this use only (an access
 * token is never a preview token, nor the reverse), naming the staff member, their token version (a password reset
 * or a disabled account ends their links too), their staff session (a session that ends, idle or after 12 hours,
 * ends its links), and the one item it shows.
 */
export function createPreviewLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('content preview link').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    /** The page's address for this staff member and item, and when it stops opening. */
    link(claims: Omit<PreviewClaims, 'exp'>, locale: Locale): { url: string; expiresAt: string } {
      const exp = Math.floor(now().getTime() / 1000) + PREVIEW_LINK_TTL_S;
      const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
      const token = `${body}.${mac(body).toString('base64url')}`;
      const url = `/admin/content/${claims.kind}/${encodeURIComponent(claims.id)}/preview?lang=${locale}&token=${token}`;
      return { url, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** The claims of a token made here, for this kind and item, not yet expired; otherwise null. */
    verify(token: string, kind: string, id: string): PreviewClaims | null {
      const [body = '', signature = ''] = token.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: PreviewClaims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewClaims;
      } catch {
        return null;
      }
      if (claims.kind !== kind || claims.id !== id) return null;
      return claims.exp * 1000 > now().getTime() ? claims : null;
    },
  };
}
export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
