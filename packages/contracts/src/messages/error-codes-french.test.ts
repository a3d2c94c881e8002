/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { ERROR_CODES, type ErrorCode } from '../error-codes.js';
import {
  documentsOutstanding,
  illegalTransition,
  outstandingMissing,
  outstandingRejected,
} from '../back-office/texts.js';
import { fileContentNotAllowedText } from '../application/upload-messages.js';
import { requiredFieldText } from '../application/labels.js';
import { tooLongText } from './check-texts.js';
import { renderText } from './render.js';
import { text, type Text } from './text.js';
import { bytesText, fieldLabel, fileText, waitText } from './value-texts.js';

/**
 * A message of each error code, as the API raises it (issue 27: every error code renders a French message).
 */
const SAMPLES: Record<ErrorCode, Text[]> = {
  VALIDATION_FAILED: [
    text('errors.VALIDATION_FAILED_MESSAGE'),
    requiredFieldText('passportNumber'),
    tooLongText(text('formLabels.Email'), 255),
    text('drafts.uploadMetadataInvalid'),
    text('payments.staff.refundTooLarge', { max: 5000 }),
    text('payments.staff.lineCurrencyUnknown', { currency: 'EUR' }),
  ],
  NOT_FOUND: [text('errors.NOT_FOUND_MESSAGE')],
  PAGE_OUT_OF_RANGE: [text('page.outOfRange', { lastPage: 12 })],
  PAYLOAD_TOO_LARGE: [
    text('upload.tooLarge', { size: bytesText(50 * 1024 * 1024) }),
    text('upload.fileTooLarge', { file: fileText(fieldLabel('transcripts'), 'notes.pdf'), size: bytesText(10485760) }),
    text('upload.tooManyFiles', { max: 40 }),
    text('upload.tooManyFields', { max: 200 }),
    text('upload.fieldTooLarge', { field: 'surName', size: bytesText(65536) }),
    text('errors.TEXT_TOO_LARGE'),
    text('content.imageTooLarge', { size: bytesText(10 * 1024 * 1024) }),
  ],
  UNSUPPORTED_MEDIA_TYPE: [text('errors.MULTIPART_REQUIRED')],
  FILE_TYPE_REFUSED: [
    fileContentNotAllowedText(fieldLabel('passportphoto'), 'a.exe', 'ZIP', ['JPEG', 'PNG']),
    text('content.imageRefused'),
    text('content.imageUnreadable', { max: 40 }),
  ],
  UPLOAD_INTERRUPTED: [text('errors.UPLOAD_INTERRUPTED')],
  UPLOAD_MALFORMED: [text('errors.UPLOAD_MALFORMED')],
  RATE_LIMITED: [text('errors.TOO_MANY_REQUESTS_MESSAGE')],
  CONFLICT: [
    text('studentPages.answers.CONFLICT_RETRY'),
    text('drafts.changed'),
    text('drafts.uploadAlreadyComplete'),
    text('payments.alreadyPaid'),
    text('payments.waived'),
    text('payments.staff.invoiceHasPayments'),
    text('payments.staff.invoiceWaived'),
    text('payments.staff.refundNotReceived'),
    text('payments.transfer.notPending'),
    text('payments.transfer.notTransfer'),
  ],
  INTERNAL_ERROR: [text('errors.INTERNAL_ERROR_MESSAGE')],
  SERVICE_UNAVAILABLE: [text('errors.SERVICE_UNAVAILABLE_MESSAGE'), text('payments.paystackUnavailable')],
  UNAUTHENTICATED: [text('errors.UNAUTHENTICATED_MESSAGE'), text('payments.webhookSignature')],
  FORBIDDEN: [text('answers.FORBIDDEN_MESSAGE')],
  INVALID_CREDENTIALS: [text('answers.INVALID_CREDENTIALS')],
  EMAIL_NOT_VERIFIED: [text('answers.EMAIL_NOT_VERIFIED'), text('account.codeStillValid', { seconds: 12 })],
  EMAIL_TAKEN: [text('answers.EMAIL_TAKEN')],
  CODE_INVALID: [text('answers.CODE_INVALID')],
  CODE_LOCKED: [text('answers.CODE_LOCKED')],
  RESEND_TOO_SOON: [text('account.resendTooSoon', { seconds: 1 }), text('account.resendTooSoon', { seconds: 25 })],
  ACCOUNT_LOCKED: [
    text('account.loginLocked', { wait: waitText(600, 'minutes') }),
    text('account.codesLocked', { wait: waitText(3 * 3600, 'hours') }),
  ],
  STEP_EXPIRED: [text('answers.PENDING_STEP_MISSING')],
  RESET_GRANT_MISSING: [text('answers.RESET_GRANT_MISSING')],
  MAIL_NOT_SENT: [text('answers.MAIL_NOT_SENT')],
  GOOGLE_NOT_CONFIGURED: [text('answers.GOOGLE_NOT_CONFIGURED')],
  HANDOFF_INVALID: [text('answers.HANDOFF_INVALID')],
  HANDOFF_EXPIRED: [text('answers.HANDOFF_EXPIRED')],
  HANDOFF_USED: [text('answers.HANDOFF_USED')],
  ILLEGAL_TRANSITION: [illegalTransition('withdrawn', 'under_review')],
  DOCUMENTS_OUTSTANDING: [
    documentsOutstanding([
      outstandingMissing(fieldLabel('transcripts')),
      outstandingRejected(fieldLabel('passportphoto'), 'me.jpg'),
    ]),
  ],
  ACCOUNT_DISABLED: [text('studentPages.answers.ACCOUNT_DISABLED')],
  INVITATION_INVALID: [text('staff.invitationInvalid')],
  ASSIGNED_TO_COLLEAGUE: [text('staff.assignedToColleague', { name: 'Li Wei' })],
  EDIT_CONFLICT: [text('content.editConflict', { version: 4 })],
  PAYSTACK_NOT_CONFIGURED: [text('payments.paystackNotConfigured')],
  INVOICE_NOT_PAID: [text('payments.staff.invoiceNotPaid', { number: 'INV-000042' })],
  PAY_LINK_INVALID: [text('payLink.invalid')],
  BANK_TRANSFER_NOT_CONFIGURED: [text('payments.transfer.notConfigured')],
  MFA_REQUIRED: [text('mfa.REQUIRED')],
  FILE_ERASED: [text('files.erased')],
};

describe('every error code (issue 27)', () => {
  it('has sample messages here', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(ERROR_CODES.map((code) => [code]))('%s renders a French message of its own for sample values', (code) => {
    for (const sample of SAMPLES[code]) {
      const english = renderText(sample, 'en');
      const french = renderText(sample, 'fr');
      expect(french, english).not.toBe(english);
      expect(sample.key, english).not.toBe('asWritten');
    }
  });
});
