import { z } from 'zod';
import { DOCUMENT_KINDS, issuedVerificationSchema } from '../documents/verification.js';
import { APPLICATION_TEXT_FIELDS, EDUCATION_ENTRY_FIELDS, FAMILY_MEMBER_FIELDS } from '../application/fields.js';
import { FILE_LIST_NAMES } from '../application/files.js';
import { applicationStatusSchema } from '../application/responses.js';
import { EVENT_MESSAGE_KEYS } from './event-message-keys.js';
import {
  DOCUMENT_REQUEST_NAME_MAX_LENGTH,
  DOCUMENT_REQUEST_NOTE_MAX_LENGTH,
  DOCUMENT_REQUEST_STATES,
  MAX_DOCUMENT_REQUESTS,
} from './document-requests.js';
import {
  DEADLINE_INVALID_MESSAGE,
  DEADLINE_REQUIRED_MESSAGE,
  NOTE_TEXT_REQUIRED_MESSAGE,
  REQUESTS_ONLY_FOR_CORRECTIONS_MESSAGE,
  REQUEST_DUPLICATE_MESSAGE,
  REQUEST_LIST_OR_NAME_MESSAGE,
  REQUEST_LIST_UNKNOWN_MESSAGE,
  REQUEST_NAME_REQUIRED_MESSAGE,
  REVIEW_REASON_REQUIRED_MESSAGE,
  STATUS_MESSAGE_REQUIRED_MESSAGE,
} from './texts.js';
import { placementSchema } from './placement.js';
import { ROLES } from './workflow.js';

/** Texts staff write for the student or for each other. */
export const STAFF_TEXT_MAX_LENGTH = 5000;

const staffText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(STAFF_TEXT_MAX_LENGTH);

/** A day (YYYY-MM-DD, the end of that day in UTC is meant) or an ISO 8601 date-time. */
export const deadlineSchema = z
  .string({ error: DEADLINE_INVALID_MESSAGE })
  .trim()
  .refine(
    (text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)),
    {
      error: DEADLINE_INVALID_MESSAGE,
    },
  );

/** `:id` and `:id/files/:fileId`: any text; an id that is not ours answers 404 (never 422, never 403). */
export const applicationParamsSchema = z.object({ id: z.string() });
export const applicationFileParamsSchema = z.object({ id: z.string(), fileId: z.string() });
export const fileDownloadQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

// --- Staff requests ---

/**
 * One document asked of the student with action_required (docs/product.md#document-requests): one of the
 * form's lists (`{ listName }`), or another document by its name (`{ name, note }`); a note is optional on both.
 */
export const documentRequestInputSchema = z
  .object({
    listName: z.enum(FILE_LIST_NAMES, { error: REQUEST_LIST_UNKNOWN_MESSAGE }).optional(),
    name: z
      .string()
      .trim()
      .min(1, { error: REQUEST_NAME_REQUIRED_MESSAGE })
      .max(DOCUMENT_REQUEST_NAME_MAX_LENGTH)
      .optional(),
    note: z.string().trim().max(DOCUMENT_REQUEST_NOTE_MAX_LENGTH).optional(),
  })
  .superRefine((request, ctx) => {
    if ((request.listName === undefined) === (request.name === undefined))
      ctx.addIssue({ code: 'custom', message: REQUEST_LIST_OR_NAME_MESSAGE });
  });
export type DocumentRequestInput = z.infer<typeof documentRequestInputSchema>;

/** A request's identity: its list, or its name (case and spacing aside). */
const requestIdentity = (request: DocumentRequestInput) =>
  request.listName ? `list:${request.listName}` : `name:${(request.name ?? '').toLowerCase().replace(/\s+/g, ' ')}`;

/** POST /admin/applications/:id/status. `deadline` is required for action_required; `requests` only go with it. */
export const statusChangeBodySchema = z
  .object({
    status: applicationStatusSchema,
    message: staffText(STATUS_MESSAGE_REQUIRED_MESSAGE),
    note: z.string().trim().max(STAFF_TEXT_MAX_LENGTH).optional(),
    deadline: deadlineSchema.optional(),
    requests: z.array(documentRequestInputSchema).max(MAX_DOCUMENT_REQUESTS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'action_required' && !body.deadline) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: DEADLINE_REQUIRED_MESSAGE });
    }
    if (body.requests?.length && body.status !== 'action_required') {
      ctx.addIssue({ code: 'custom', path: ['requests'], message: REQUESTS_ONLY_FOR_CORRECTIONS_MESSAGE });
    }
    const identities = (body.requests ?? []).map(requestIdentity);
    if (new Set(identities).size < identities.length) {
      ctx.addIssue({ code: 'custom', path: ['requests'], message: REQUEST_DUPLICATE_MESSAGE });
    }
  });
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

export const REVIEW_DECISIONS = ['accepted', 'rejected'] as const;
export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** POST /admin/applications/:id/files/:fileId/review: a reason is required when rejected. */
export const fileReviewBodySchema = z
  .object({
    decision: reviewDecisionSchema,
    reason: z.string().trim().max(STAFF_TEXT_MAX_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_REASON_REQUIRED_MESSAGE });
    }
  });
export type FileReviewBody = z.infer<typeof fileReviewBodySchema>;

export const noteBodySchema = z.object({ text: staffText(NOTE_TEXT_REQUIRED_MESSAGE) });
export type NoteBody = z.infer<typeof noteBodySchema>;

export const assignBodySchema = z.object({
  staffId: z.string().nullable(),
  /**
   * The assignee the client showed (an id, or null for nobody). Given, the assignment is refused with 409
   * `CONFLICT` when the application has another assignee by now, so nobody takes it over unknowingly.
   */
  expectedAssigneeId: z.string().nullable().optional(),
});
export type AssignBody = z.infer<typeof assignBodySchema>;

// --- Shared pieces of answers ---

/** A staff member as others see them in the back office. */
export const staffMemberSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const fileSourceSchema = z.enum(['student', 'staff']);

/** A document request as the student sees it (who on staff asked stays internal). */
export const studentDocumentRequestSchema = z.object({
  id: z.string(),
  /** One of the form's lists, or null for another document named by `name`. */
  listName: z.string().nullable(),
  name: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(DOCUMENT_REQUEST_STATES),
  requestedAt: z.string(),
  fulfilledAt: z.string().nullable(),
});
export type StudentDocumentRequest = z.infer<typeof studentDocumentRequestSchema>;

/** What the student sees of a review (who reviewed stays internal). */
export const studentFileReviewSchema = z.object({
  decision: reviewDecisionSchema,
  reason: z.string().nullable(),
  at: z.string(),
});

/** One of the student's own files, current or replaced. */
export const studentFileSchema = z.object({
  id: z.string(),
  listName: z.string(),
  position: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  review: studentFileReviewSchema.nullable(),
  /** The file this one replaces. */
  replaces: z.string().nullable(),
  /** Set when a newer file replaced this one (kept for the record). */
  replacedAt: z.string().nullable(),
  /** Uploaded by our team on the student's behalf (who stays internal). */
  uploadedByStaff: z.boolean(),
  /** The document request this file answered, if any (a named extra document always has one). */
  requestId: z.string().nullable(),
  /** Set when the retention job erased its bytes (docs/decisions/0144-retention-of-closed-applications.md): listed, not served. */
  erasedAt: z.string().nullable(),
});
export type StudentFile = z.infer<typeof studentFileSchema>;

/** A document staff put on the application (admission letter, JW202 form, receipt). */
export const staffDocumentSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  /** Set when the retention job erased its bytes (docs/decisions/0144-retention-of-closed-applications.md). */
  erasedAt: z.string().nullable(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** A status change as the student sees it: never the internal note, never who on staff made it. */
export const studentEventSchema = z.object({
  id: z.string(),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema,
  /** What staff wrote, or the English of our text when `messageKey` names it. */
  message: z.string(),
  /** Our text's key for an event of the student's own action (shown by key); null for staff's message. */
  messageKey: z.enum(EVENT_MESSAGE_KEYS).nullable(),
  deadline: z.string().nullable(),
  at: z.string(),
});
export type StudentEvent = z.infer<typeof studentEventSchema>;

export const applicationFieldsSchema = z.object(
  Object.fromEntries(APPLICATION_TEXT_FIELDS.map((name) => [name, z.string().nullable()])) as Record<
    (typeof APPLICATION_TEXT_FIELDS)[number],
    z.ZodNullable<z.ZodString>
  >,
);
export const educationEntrySchema = z.object(
  Object.fromEntries(EDUCATION_ENTRY_FIELDS.map((name) => [name, z.string()])) as Record<
    (typeof EDUCATION_ENTRY_FIELDS)[number],
    z.ZodString
  >,
);
export const familyMemberSchema = z.object(
  Object.fromEntries(FAMILY_MEMBER_FIELDS.map((name) => [name, z.string()])) as Record<
    (typeof FAMILY_MEMBER_FIELDS)[number],
    z.ZodString
  >,
);

// --- Student answers ---

/** GET /user/applications/:id: the student's own application after submitting. */
export const studentApplicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The corrections' deadline while action_required; null otherwise. */
  deadline: z.string().nullable(),
  /** Where it went: the university, programme and admission number, once staff record them. */
  placement: placementSchema,
  fields: applicationFieldsSchema,
  educationHistory: z.array(educationEntrySchema),
  familyMembers: z.array(familyMemberSchema),
  files: z.array(studentFileSchema),
  events: z.array(studentEventSchema),
  documentsFromStaff: z.array(staffDocumentSchema),
  /** Every document staff asked for, oldest first, with its state. */
  requests: z.array(studentDocumentRequestSchema),
});
export type StudentApplication = z.infer<typeof studentApplicationSchema>;
export const studentApplicationResponseSchema = z.object({
  success: z.literal(true),
  application: studentApplicationSchema,
});
export type StudentApplicationResponse = z.infer<typeof studentApplicationResponseSchema>;

export const filesReplacedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  files: z.array(studentFileSchema),
});
export type FilesReplacedResponse = z.infer<typeof filesReplacedResponseSchema>;

/** Resubmit, withdraw and a staff status change: the application's new status. */
export const statusChangedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  application: z.object({ id: z.string(), status: applicationStatusSchema, updatedAt: z.string() }),
});
export type StatusChangedResponse = z.infer<typeof statusChangedResponseSchema>;

// --- Staff answers ---

export const staffFileReviewSchema = z.object({
  decision: reviewDecisionSchema,
  reason: z.string().nullable(),
  by: staffMemberSchema.nullable(),
  at: z.string(),
});
export type StaffFileReview = z.infer<typeof staffFileReviewSchema>;

export const fileReviewedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file: z.object({ id: z.string(), review: staffFileReviewSchema }),
});

export const staffNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: staffMemberSchema.nullable(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;
export const noteAddedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  note: staffNoteSchema,
});

export const assignedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  assignee: staffMemberSchema.nullable(),
});

export const staffDocumentAddedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: staffDocumentSchema.extend({
    kind: z.enum(DOCUMENT_KINDS),
    /** A stamped document's code and public page (docs/decisions/0135-verifiable-documents.md); null for `other`. */
    verification: issuedVerificationSchema,
  }),
});
export type StaffDocumentAddedResponse = z.infer<typeof staffDocumentAddedResponseSchema>;
