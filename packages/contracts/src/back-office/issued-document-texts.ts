import type { DocumentKind, DocumentStatus } from '../documents/verification.js';

/**
 * The back office's words for documents staff give a student and the register of issued ones (issue 31,
 * docs/decisions/0135-verifiable-documents.md). English, as the rest of the back office.
 */
export const ISSUED_DOCUMENT_COPY = {
  kindLabel: 'Kind of document',
  kinds: {
    admission_letter: 'Admission letter',
    offer_confirmation: 'Offer confirmation',
    other: 'Other (JW202 form, receipt…)',
  } satisfies Record<DocumentKind, string>,
  kindHint:
    'Admission letters and offer confirmations are stamped with a QR code and a verify code anyone can check: they must be PDFs.',
  issued: (code: string) => `Issued and stamped with the verify code ${code}.`,
  openPage: 'Open its verification page',
  verifyCode: 'Verify code',
  states: {
    valid: 'Valid',
    revoked: 'Revoked',
    superseded: 'Superseded by a newer one',
  } satisfies Record<DocumentStatus, string>,
  revoke: 'Revoke',
  revokeNamed: (name: string) => `Revoke ${name}`,
  revokeReason: 'Why it is revoked (shown on its verification page)',
  revokeReasonRequired: 'Say why the document is revoked.',
  confirmRevoke: 'Revoke document',
  cancel: 'Cancel',
  revokedBecause: (reason: string) => `Revoked: ${reason}`,
} as const;
