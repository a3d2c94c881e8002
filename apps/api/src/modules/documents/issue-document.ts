import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { SITE_NAME, text, type DocumentKind } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import type { StorageBatch } from '../../lib/storage/file-storage.js';
import type { DocumentSigning } from '../../plugins/document-signing.js';
import { maskedName, newDocumentCode } from './document-code.js';
import { stampPdf } from './stamp-pdf.js';

export interface OriginalDocument {
  key: string;
  sha256: string;
  mimeType: string;
  bytes: Buffer;
}

/** A stamped document ready to register: its stamped file (already in the batch) and the register's row. */
export interface PreparedIssue {
  file: { key: string; size: number; sha256: string };
  record: Omit<Prisma.IssuedDocumentUncheckedCreateInput, 'fileId'>;
}

/** What the application says the document is about: where it was placed, else the programme chosen. */
async function programmeOf(prisma: PrismaClient, applicationId: string) {
  const application = await prisma.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      firstName: true,
      surName: true,
      forwardedProgramme: true,
      forwardedUniversity: true,
      programmeFirstChoice: true,
      majorFirstChoice: true,
    },
  });
  const chosen = application.programmeFirstChoice
    ? await prisma.programme.findUnique({
        where: { slug: application.programmeFirstChoice },
        select: { title: true, university: { select: { name: true } } },
      })
    : null;
  return {
    holder: maskedName(application.firstName, application.surName),
    programme: application.forwardedProgramme ?? chosen?.title ?? application.majorFirstChoice ?? null,
    university: application.forwardedUniversity ?? chosen?.university.name ?? null,
  };
}

/**
 * Signs and stamps a document of a verifiable kind (docs/decisions/0135-verifiable-documents.md): a fresh code,
 * the record the QR code carries signed with the current key, the stamped PDF put into the upload's batch beside
 * the original. Only a PDF can be stamped (422 otherwise).
 */
export async function prepareIssue(
  deps: { prisma: PrismaClient; signing: DocumentSigning },
  input: { applicationId: string; kind: DocumentKind; original: OriginalDocument; batch: StorageBatch; at: Date },
): Promise<PreparedIssue> {
  const { prisma, signing } = deps;
  const { original } = input;
  if (original.mimeType !== 'application/pdf')
    throw new HttpError(422, 'VALIDATION_FAILED', text('verify.pdfRequired'), { file: [text('verify.pdfRequired')] });
  const about = await programmeOf(prisma, input.applicationId);
  const code = newDocumentCode();
  const issuedAt = input.at;
  // The signed record: what a checker offline reads from the QR code, and nothing of the holder but the mask.
  const signature = signing.sign({
    code,
    kind: input.kind,
    issuer: SITE_NAME,
    holder: about.holder,
    programme: about.programme,
    university: about.university,
    issuedAt: issuedAt.toISOString(),
  });
  await signing.publish();
  const verifyUrl = signing.verifyUrl(code);
  const stamped = await stampPdf(original.bytes, { code, verifyUrl, qrText: `${verifyUrl}#${signature}` });
  const key = await input.batch.put(Readable.from([Buffer.from(stamped)]));
  const sha256 = createHash('sha256').update(stamped).digest('hex');
  return {
    file: { key, size: stamped.byteLength, sha256 },
    record: {
      code,
      kind: input.kind,
      applicationId: input.applicationId,
      holderMasked: about.holder,
      programme: about.programme,
      university: about.university,
      issuer: SITE_NAME,
      issuedAt,
      sha256,
      originalKey: original.key,
      originalSha256: original.sha256,
      keyId: signing.kid,
      signature,
    },
  };
}

/**
 * Registers the issued document for its stamped file, in the upload's transaction; the application's earlier
 * document of the same kind, still current, is superseded by it.
 */
export async function registerIssue(tx: Prisma.TransactionClient, prepared: PreparedIssue, fileId: string) {
  const { applicationId, kind, issuedAt } = prepared.record;
  const previous = await tx.issuedDocument.findMany({
    where: { applicationId, kind, supersededAt: null, revokedAt: null },
    select: { id: true },
  });
  const created = await tx.issuedDocument.create({ data: { ...prepared.record, fileId } });
  if (previous.length > 0)
    await tx.issuedDocument.updateMany({
      where: { id: { in: previous.map((row) => row.id) } },
      data: { supersededAt: issuedAt },
    });
  // One row points at its successor (supersededById is unique): the latest one superseded.
  if (previous.length > 0)
    await tx.issuedDocument.update({ where: { id: previous.at(-1)!.id }, data: { supersededById: created.id } });
  return created;
}
