import fp from 'fastify-plugin';
import { verifyPath } from '@studychina/contracts';
import { documentSigner, type DocumentSigner } from '../lib/document-signer.js';

export interface DocumentSigning extends DocumentSigner {
  /** The public page of a code: WEB_URL/verify/:code. */
  verifyUrl(code: string): string;
  /** Lists this key among the published ones (once per process; every instance may do it). */
  publish(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documentSigning: DocumentSigning;
  }
}

/**
 * The key that signs issued documents (docs/decisions/0135-verifiable-documents.md), from DOCUMENT_SIGNING_KEY. Its
 * public key is written to the register of keys before it signs anything, so /.well-known/document-keys.json
 * lists it, and keeps listing it after the key is changed. Gives `app.documentSigning`.
 */
export const documentSigningPlugin = fp<{ seed: string; webUrl: string }>(async (app, { seed, webUrl }) => {
  const signer = documentSigner(seed);
  const origin = webUrl.replace(/\/+$/, '');
  let published: Promise<void> | null = null;
  app.decorate('documentSigning', {
    ...signer,
    verifyUrl: (code: string) => `${origin}${verifyPath(code)}`,
    publish() {
      published ??= app.prisma.documentSigningKey
        .createMany({ data: [{ id: signer.kid, publicKey: signer.publicJwk.x }], skipDuplicates: true })
        .then(
          () => undefined,
          (error: unknown) => {
            published = null;
            throw error;
          },
        );
      return published;
    },
  });
});
