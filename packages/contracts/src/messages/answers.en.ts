import {
  DRAFT_CHANGED,
  DRAFT_FILE_REMOVED_MESSAGE,
  DRAFT_SAVED_MESSAGE,
  UPLOAD_ALREADY_COMPLETE,
  UPLOAD_LENGTH_REQUIRED,
  UPLOAD_METADATA_INVALID,
} from '../application/draft-texts.js';
import { INVITATION_INVALID_MESSAGE } from '../back-office/staff-texts.js';
import { STAFF_STATUS_LABELS } from '../back-office/workflow.js';

/**
 * API answers that no earlier catalogue held (they reached French clients in English): the server draft and its
 * resumable uploads (docs/product.md#resumable-uploads-and-the-server-draft), an invitation link, the statuses
 * an ILLEGAL_TRANSITION names. ./answers.fr.ts is
 * typed by it (docs/decisions/0106-keyed-icu-messages.md).
 */
export const ANSWER_TEXTS_EN = {
  'drafts.saved': DRAFT_SAVED_MESSAGE,
  'drafts.fileRemoved': DRAFT_FILE_REMOVED_MESSAGE,
  'drafts.uploadMetadataInvalid': UPLOAD_METADATA_INVALID,
  'drafts.uploadLengthRequired': UPLOAD_LENGTH_REQUIRED,
  'drafts.uploadAlreadyComplete': UPLOAD_ALREADY_COMPLETE,
  'drafts.changed': DRAFT_CHANGED,
  // An invitation link is opened before its owner has signed in: by whoever holds it, in their language.
  'staff.invitationInvalid': INVITATION_INVALID_MESSAGE,
  // ILLEGAL_TRANSITION names statuses by staff's labels: students meet it too (withdraw, resubmit).
  'staffStatus.submitted': STAFF_STATUS_LABELS.submitted,
  'staffStatus.under_review': STAFF_STATUS_LABELS.under_review,
  'staffStatus.action_required': STAFF_STATUS_LABELS.action_required,
  'staffStatus.forwarded_to_university': STAFF_STATUS_LABELS.forwarded_to_university,
  'staffStatus.admitted': STAFF_STATUS_LABELS.admitted,
  'staffStatus.rejected': STAFF_STATUS_LABELS.rejected,
  'staffStatus.withdrawn': STAFF_STATUS_LABELS.withdrawn,
  // A download of a document the retention job erased (docs/decisions/0144-retention-of-closed-applications.md).
  'files.erased':
    'This document was erased: its application closed longer ago than we keep documents. Its name and size are still listed.',
} as const;

export type AnswerTextsEn = typeof ANSWER_TEXTS_EN;
