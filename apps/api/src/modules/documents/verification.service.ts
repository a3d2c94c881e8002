import { createHash } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { normaliseDocumentCode, text, type DocumentStatus, type VerifiedDocument } from '@studychina/contracts';
import type { IssuedDocument, PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';

const unknownCode = () => new HttpError(404, 'NOT_FOUND', text('verify.unknownCode'));

/** A register entry's state: revoked wins over superseded. */
export const statusOf = (row: IssuedDocument): DocumentStatus =>
  row.revokedAt ? 'revoked' : row.supersededAt ? 'superseded' : 'valid';

/** The register's row as anyone may read it: the holder masked, nothing that leads to the application. */
export const toVerifiedDocument = (row: IssuedDocument): VerifiedDocument => ({
  code: row.code,
  kind: row.kind,
  issuer: row.issuer,
  holder: row.holderMasked,
  programme: row.programme,
  university: row.university,
  issuedAt: row.issuedAt.toISOString(),
  status: statusOf(row),
  sha256: row.sha256,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedReason: row.revokedReason,
  supersededAt: row.supersededAt?.toISOString() ?? null,
  keyId: row.keyId,
});

/** SHA-256 of a stream, never held whole (the visitor's copy is hashed and forgotten). */
async function sha256Of(stream: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * The register of issued documents (docs/decisions/0135-verifiable-documents.md): one document by its exact code
 * (an unknown or malformed code is the same 404, saying nothing), a visitor's copy compared with the issued file,
 * and staff revoking one, audited.
 */
export function createVerificationService({ prisma, now }: { prisma: PrismaClient; now: () => Date }) {
  const find = async (input: string) => {
    const code = normaliseDocumentCode(input);
    const row = code ? await prisma.issuedDocument.findUnique({ where: { code } }) : null;
    if (!row) throw unknownCode();
    return row;
  };

  return {
    async lookUp(code: string): Promise<VerifiedDocument> {
      return toVerifiedDocument(await find(code));
    },

    /** Whether the PDF in the part `file` is byte for byte the issued one; the document's record with it. */
    async check(code: string, parts: AsyncIterable<Multipart>) {
      const row = await find(code);
      let digest: string | null = null;
      for await (const part of parts) {
        if (part.type === 'field') continue;
        if (part.fieldname !== 'file' || digest !== null) {
          part.file.resume();
          continue;
        }
        digest = await sha256Of(part.file);
        if (part.file.truncated) digest = '';
      }
      if (digest === null)
        throw new HttpError(422, 'VALIDATION_FAILED', text('verify.check.noFile'), {
          file: [text('verify.check.noFile')],
        });
      return { document: toVerifiedDocument(row), matches: digest === row.sha256 };
    },

    async revoke(code: string, reason: string, audit: AuditContext): Promise<VerifiedDocument> {
      const row = await find(code);
      if (row.revokedAt) throw new HttpError(409, 'CONFLICT', text('verify.alreadyRevoked'));
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.issuedDocument.updateMany({
          where: { id: row.id, revokedAt: null },
          data: { revokedAt: now(), revokedReason: reason, revokedById: audit.actorId },
        });
        if (count === 0) throw new HttpError(409, 'CONFLICT', text('verify.alreadyRevoked'));
        await recordAudit(tx, {
          ...audit,
          action: 'document.revoke',
          targetType: 'document',
          targetId: row.id,
          applicationId: row.applicationId,
          meta: { code: row.code, kind: row.kind, reason },
        });
        return toVerifiedDocument(await tx.issuedDocument.findUniqueOrThrow({ where: { id: row.id } }));
      });
    },

    /** Every public key that signed, the current one first marked so (/.well-known/document-keys.json). */
    async keys(currentKid: string) {
      const rows = await prisma.documentSigningKey.findMany({ orderBy: { createdAt: 'desc' } });
      return rows.map((row) => ({
        kid: row.id,
        kty: 'OKP' as const,
        crv: 'Ed25519' as const,
        alg: 'EdDSA' as const,
        use: 'sig' as const,
        x: row.publicKey,
        status: row.id === currentKid ? ('current' as const) : ('retired' as const),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
