/**
 * The public verification of issued documents (issue 31, docs/decisions/0135-verifiable-documents.md): the page at
 * /verify/:code, the stamp printed on a document and the API's answers about it. Only the API renders them (the
 * page is written by the server), so the web's bundle takes this module as empty (apps/web/vite.config.ts).
 * ./verify-texts.fr.ts is typed by this catalogue.
 */
export const VERIFY_TEXTS_EN = {
  'verify.pageTitle': 'Document verification · {issuer}',
  'verify.heading': 'Document verification',
  'verify.kind.admission_letter': 'Admission letter',
  'verify.kind.offer_confirmation': 'Offer confirmation',
  'verify.kind.other': 'Document',
  'verify.status.valid': 'Valid',
  'verify.status.validNote': 'We issued this document and it has not been revoked.',
  'verify.status.revoked': 'Revoked',
  'verify.status.revokedNote': 'This document was revoked on {date}. Reason: {reason}',
  'verify.status.superseded': 'Superseded',
  'verify.status.supersededNote':
    'A newer document of the same kind replaced this one on {date}. Ask the holder for the latest one.',
  'verify.field.status': 'Status',
  'verify.field.issuer': 'Issued by',
  'verify.field.kind': 'Document',
  'verify.field.holder': 'Holder',
  'verify.field.programme': 'Programme',
  'verify.field.university': 'University',
  'verify.field.issuedAt': 'Issued on',
  'verify.field.code': 'Code',
  'verify.field.sha256': 'SHA-256 of the issued file',
  'verify.notStated': 'Not stated',
  'verify.check.heading': 'Is your copy the one we issued?',
  'verify.check.hint':
    'Drop the PDF you were given here, or choose it. It is compared with the issued file by its SHA-256, then discarded.',
  'verify.check.button': 'Check the file',
  'verify.check.matches': 'This file is exactly the one we issued.',
  'verify.check.differs':
    'This file is not the one we issued: it differs from the issued file and may have been altered. Rely on the details above, not on this copy.',
  'verify.check.noFile': 'Choose the PDF file to check.',
  'verify.authority':
    'This page only confirms what {issuer} issued. The university’s own admission letter and the official Study in China checks remain the authority.',
  'verify.offline':
    'The QR code on the document also carries our Ed25519 signature, which can be checked offline with our public keys: {url}',
  'verify.unknown.heading': 'No document has this code',
  'verify.unknown.body':
    'Check the code printed on the document (for example SC-7K4M-Q2XD). If it is written correctly, we did not issue this document.',
  'verify.tooMany.heading': 'Too many look-ups',
  'verify.tooMany.body': 'Please wait a minute before checking another document.',
  'verify.enter.heading': 'Verify a document',
  'verify.enter.label': 'The code printed on the document',
  'verify.enter.button': 'Verify',
  'verify.otherLanguage': 'Français',
  'verify.stamp.heading': 'Verify this document',
  'verify.stamp.scan': 'Scan the code or visit',
  'verify.unknownCode': 'No document has this code.',
  'verify.alreadyRevoked': 'This document is already revoked.',
  'verify.kindInvalid': 'The kind must be admission_letter, offer_confirmation or other.',
  'verify.pdfRequired': 'An admission letter or an offer confirmation must be a PDF, so that it can be stamped.',
  'verify.pdfUnreadable':
    'This PDF cannot be stamped: it is damaged or protected by a password. Please upload an unprotected PDF.',
} as const;

export type VerifyTextsEn = typeof VERIFY_TEXTS_EN;
