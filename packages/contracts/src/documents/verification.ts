import { z } from 'zod';

/**
 * Documents anyone can verify (issue 31, docs/decisions/0135-verifiable-documents.md): what staff give a student
 * is of a kind; every kind but `other` is stamped with a code and a QR code pointing to /verify/:code, signed, and
 * kept in a register that answers without an account.
 */
export const DOCUMENT_KINDS = ['admission_letter', 'offer_confirmation', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The kinds that are stamped and registered. */
export const VERIFIABLE_KINDS = ['admission_letter', 'offer_confirmation'] as const satisfies readonly DocumentKind[];
export const isVerifiableKind = (kind: DocumentKind): kind is (typeof VERIFIABLE_KINDS)[number] =>
  (VERIFIABLE_KINDS as readonly string[]).includes(kind);

/**
 * The letters of a code: no 0/O, 1/I/L or U/V pairs a reader could mistake (29 symbols; 8 of them, ~39 bits,
 * drawn at random: guessing one at 30 look-ups a minute takes longer than any letter is kept).
 */
export const DOCUMENT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const DOCUMENT_CODE_PATTERN = /^SC-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/;
/** The public address of a document's page (the QR code's, before its signature). */
export const verifyPath = (code: string): string => `/verify/${code}`;
export const DOCUMENT_KEYS_PATH = '/.well-known/document-keys.json';

/** A code as a person may type it (lower case, spaces, no dashes) written as printed, or null if it cannot be one. */
export function normaliseDocumentCode(input: string): string | null {
  const bare = input.toUpperCase().replace(/[\s-]/g, '');
  const body = bare.startsWith('SC') ? bare.slice(2) : bare;
  if (body.length !== 8) return null;
  const code = `SC-${body.slice(0, 4)}-${body.slice(4)}`;
  return DOCUMENT_CODE_PATTERN.test(code) ? code : null;
}

export const DOCUMENT_STATUSES = ['valid', 'revoked', 'superseded'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentCodeParamsSchema = z.object({ code: z.string().max(40) });

/** What the register says of a document: the holder's name masked, nothing else about them. */
export const verifiedDocumentSchema = z.object({
  code: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  issuer: z.string(),
  holder: z.string().meta({ description: 'The holder\u2019s name partly masked ("Chin*** O***")' }),
  programme: z.string().nullable(),
  university: z.string().nullable(),
  issuedAt: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  sha256: z.string().meta({ description: 'SHA-256 (hex) of the issued, stamped PDF' }),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  supersededAt: z.string().nullable(),
  keyId: z.string().meta({ description: 'The signing key, listed at /.well-known/document-keys.json' }),
});
export type VerifiedDocument = z.infer<typeof verifiedDocumentSchema>;

export const verifiedDocumentResponseSchema = z.object({
  success: z.literal(true),
  document: verifiedDocumentSchema,
});
export const documentMatchResponseSchema = z.object({
  success: z.literal(true),
  matches: z.boolean().meta({ description: 'Whether the file sent is byte for byte the issued one' }),
});

export const revokeDocumentBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type RevokeDocumentBody = z.infer<typeof revokeDocumentBodySchema>;
export const documentRevokedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: verifiedDocumentSchema,
});
export type DocumentRevokedResponse = z.infer<typeof documentRevokedResponseSchema>;
export const DOCUMENT_REVOKED_MESSAGE = 'Document revoked: its verification page now says so.';

/** One public key (a JWK, RFC 8037) as /.well-known/document-keys.json lists it. */
export const documentKeySchema = z.object({
  kid: z.string(),
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  x: z.string().meta({ description: 'The raw 32-byte public key, base64url' }),
  status: z.enum(['current', 'retired']),
  createdAt: z.string(),
});
export const documentKeysResponseSchema = z.object({ keys: z.array(documentKeySchema) });

/** What the attachment route answers of the document: its kind, and for a stamped one its code and page. */
export const issuedVerificationSchema = z.object({ code: z.string(), url: z.string() }).nullable();
