import { z } from 'zod';
import { staffAlertSchema } from '../account/alerts.js';
import { applicationStatusSchema } from '../application/responses.js';
import {
  applicationFieldsSchema,
  educationEntrySchema,
  familyMemberSchema,
  staffDocumentSchema,
  staffFileReviewSchema,
  staffMemberSchema,
  staffNoteSchema,
  studentDocumentRequestSchema,
  studentEventSchema,
} from './schemas.js';
import { placementSchema } from './placement.js';
import { QUEUE_SORTS } from './queue-sorts.js';
import { APPLICATION_STATUSES } from './workflow.js';
import { LOCALES } from '../i18n/locales.js';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '../documents/verification.js';
import { INVOICE_STATUSES } from '../payments/invoices.js';
import { staffInvoiceSchema } from '../payments/admin-payments.js';

// The back office's read side (docs/product.md#back-office-queue-files-exports-and-audit): the queue, one
// application and the CSV export (the audit trail: ./audit-trail.ts).

export const QUEUE_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
/** Longest search text: a name, an e-mail, a passport number or an application id fits. */
export const QUEUE_SEARCH_MAX_LENGTH = 100;

/** A filter left empty in a form (`?status=&q=`) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-09-01.' });

const pageField = z.coerce
  .number({ error: 'The page must be a whole number.' })
  .int({ error: 'The page must be a whole number.' })
  .min(1, { error: 'The page must be at least 1.' });

/** `me`, `none` (not assigned) or a staff account's id. */
const assignedSchema = optional(z.union([z.literal('me'), z.literal('none'), z.uuid({ error: 'Unknown assignee.' })]));

/** The longest wait a filter can ask about (ten years): any longer is a typing mistake. */
export const QUEUE_WAITING_DAYS_MAX = 3650;

/**
 * The queue's filters, shared by GET /admin/applications, GET /admin/applications.csv and the next
 * application (docs/product.md#back-office-queue-files-exports-and-audit).
 */
export const queueFiltersSchema = z.object({
  status: optional(applicationStatusSchema),
  /** Name, e-mail, passport number, phone number or application id: partial, case- and accent-insensitive. */
  q: optional(z.string().trim().max(QUEUE_SEARCH_MAX_LENGTH)),
  /**
   * An ISO 3166 alpha-2 code (`NG`): that country's applications, old ones whose free text names it
   * ("Nigerian", "Nigeria", "nigériane") included. Other text is read as a country's name or demonym, or
   * else matched as written (any case, any accents).
   */
  nationality: optional(z.string().trim().max(255)),
  /** The first choice, exactly as stored (the catalogue's name). */
  major: optional(z.string().trim().max(255)),
  /**
   * Applications to a programme of the catalogue (docs/product.md#apply-programme-choice), as first or second
   * choice: a university's slug (any of its programmes), a programme's slug, an intake's start month. The intake
   * is the chosen programme's when both are given.
   */
  university: optional(z.string().trim().max(160)),
  programme: optional(z.string().trim().max(160)),
  intake: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use a month like 2027-09.' })),
  assigned: assignedSchema,
  /** The earlier name of `assigned`, still understood (`assigned` wins when both are given). */
  assignee: assignedSchema,
  /** `1`: waiting for corrections past their deadline. */
  overdue: optional(z.enum(['0', '1'], { error: 'Use overdue=1.' })),
  /** In the current status for at least this many whole days. */
  waitingDays: optional(
    z.coerce
      .number({ error: 'The days waiting must be a whole number.' })
      .int({ error: 'The days waiting must be a whole number.' })
      .min(0, { error: 'The days waiting cannot be negative.' })
      .max(QUEUE_WAITING_DAYS_MAX, { error: `The days waiting can be at most ${QUEUE_WAITING_DAYS_MAX}.` }),
  ),
  /** Submitted on or after this day (UTC). */
  from: optional(day),
  /** Submitted on or before this day (UTC). */
  to: optional(day),
  sort: optional(z.enum(QUEUE_SORTS)),
  /**
   * The invoice's status (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md), `none`: applications
   * without an invoice (no programme, nothing due, or a rate missing at submit).
   */
  invoiceStatus: optional(
    z.enum([...INVOICE_STATUSES, 'none'], { error: 'Use unpaid, part_paid, paid, waived or none.' }),
  ),
});
export type QueueFilters = z.infer<typeof queueFiltersSchema>;

export const queueQuerySchema = queueFiltersSchema.extend({ page: optional(pageField) });
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** How long an application has waited and for what: in each queue row, the application and the CSV. */
const triageFields = {
  /** The nationality's country (ISO 3166 alpha-2), null when its text names none. */
  nationalityCode: z.string().nullable(),
  /** When the application entered its current status. */
  statusChangedAt: z.string(),
  /** The corrections' deadline while action_required, else null. */
  deadline: z.string().nullable(),
  /** Whole days since the application entered its current status. */
  waitingDays: z.number().int(),
  /** Waiting for corrections past their deadline. */
  overdue: z.boolean(),
};

export const queueRowSchema = z.object({
  id: z.string(),
  applicantName: z.string(),
  email: z.string(),
  nationality: z.string(),
  majorFirstChoice: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  assignee: staffMemberSchema.nullable(),
  /** Current student files no one has reviewed yet (new uploads and replacements). */
  pendingDocuments: z.number().int(),
  /** The invoice's status, null without an invoice: the queue's Paid / Unpaid. */
  invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
  ...triageFields,
});
export type QueueRow = z.infer<typeof queueRowSchema>;

export const queueResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(queueRowSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Applications per status under the other filters (the status filter itself aside): the tabs' numbers. */
  counts: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof APPLICATION_STATUSES)[number],
      z.ZodNumber
    >,
  ),
});
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/** One file as staff see it: the review with who made it, and the file it replaces. */
export const staffFileSchema = z.object({
  id: z.string(),
  listName: z.string(),
  position: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  review: staffFileReviewSchema.nullable(),
  replaces: z.string().nullable(),
  /** Set when a newer file replaced this one (kept for the record). */
  replacedAt: z.string().nullable(),
  /** The staff member who uploaded it on the student's behalf; null: the student did. */
  uploadedBy: staffMemberSchema.nullable(),
  /** The document request this file answered, if any. */
  requestId: z.string().nullable(),
  /** Set when the retention job erased its bytes (docs/decisions/0144-retention-of-closed-applications.md): listed, not served. */
  erasedAt: z.string().nullable(),
});
export type StaffFile = z.infer<typeof staffFileSchema>;

/** A document request as staff see it: who asked, and who answered (null with a fulfilledAt: the student). */
export const staffDocumentRequestSchema = studentDocumentRequestSchema.extend({
  requestedBy: staffMemberSchema.nullable(),
  fulfilledBy: staffMemberSchema.nullable(),
});
export type StaffDocumentRequest = z.infer<typeof staffDocumentRequestSchema>;

/** A document that keeps the application from being forwarded or admitted (docs/product.md#document-requests). */
export const outstandingDocumentSchema = z.object({
  /** The list name, or the request's id for a named document: the key of DOCUMENTS_OUTSTANDING's `errors`. */
  key: z.string(),
  label: z.string(),
  reason: z.enum(['requested', 'rejected', 'missing']),
  text: z.string(),
});

/** POST /admin/applications/:id/files: the files staff uploaded for the student. */
export const staffFilesAddedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  files: z.array(staffFileSchema),
});
export type StaffFilesAddedResponse = z.infer<typeof staffFilesAddedResponseSchema>;

/** A status change as staff see it: who made it, and the internal note. */
// Staff read every message in English as stored, ours too: the key is the student's pages' business.
export const staffEventSchema = studentEventSchema.omit({ messageKey: true }).extend({
  actor: staffMemberSchema.nullable(),
  note: z.string().nullable(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** GET /admin/applications/:id: everything about one application. */
/**
 * A document staff gave the student, with its entry in the register of issued documents when it was stamped
 * (docs/decisions/0135-verifiable-documents.md): its code, so staff can read it out or revoke it, and its state.
 */
export const staffIssuedFileSchema = staffDocumentSchema.extend({
  issued: z
    .object({
      code: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      status: z.enum(DOCUMENT_STATUSES),
      revokedAt: z.string().nullable(),
      revokedReason: z.string().nullable(),
    })
    .nullable(),
});
export type StaffIssuedFile = z.infer<typeof staffIssuedFileSchema>;

export const staffApplicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  applicant: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    /** The language of the student's mails (the status mail, the templates' text). */
    locale: z.enum(LOCALES),
  }),
  fields: applicationFieldsSchema,
  educationHistory: z.array(educationEntrySchema),
  familyMembers: z.array(familyMemberSchema),
  files: z.array(staffFileSchema),
  events: z.array(staffEventSchema),
  notes: z.array(staffNoteSchema),
  assignee: staffMemberSchema.nullable(),
  /** Where it went: university, programme, admission number (each null until staff record it). */
  placement: placementSchema,
  /**
   * The student's consent to sending the application to the universities named: the version of the
   * statement shown beside Submit and when (application/consent.ts); null for applications from before it was asked.
   */
  consent: z.object({ version: z.string(), at: z.string() }).nullable(),
  documentsFromStaff: z.array(staffIssuedFileSchema),
  /** Every document request, oldest first. */
  requests: z.array(staffDocumentRequestSchema),
  /**
   * What would make forwarding or admitting answer 409 DOCUMENTS_OUTSTANDING now: open requests, rejected
   * documents not replaced, required lists without a file. Empty: those moves are open.
   */
  outstanding: z.array(outstandingDocumentSchema),
  ...triageFields,
  /** Other applications with the same passport number (ignoring case, spaces and dashes), newest first. */
  duplicates: z.array(
    z.object({ id: z.string(), status: applicationStatusSchema, applicantName: z.string(), createdAt: z.string() }),
  ),
  /** Its invoice as staff see it (lines, payments, refunds), null when none was made. */
  invoice: staffInvoiceSchema.nullable(),
  /** The alerts sent to the student about it (WhatsApp, SMS, e-mail), newest first (issue 32). */
  alerts: z.array(staffAlertSchema),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;
export const staffApplicationResponseSchema = z.object({
  success: z.literal(true),
  application: staffApplicationSchema,
});
export type StaffApplicationResponse = z.infer<typeof staffApplicationResponseSchema>;

/** The columns of GET /admin/applications.csv, in order. */
export const APPLICATIONS_CSV_COLUMNS = [
  'id',
  'submitted_at',
  'updated_at',
  'status',
  'surname',
  'first_name',
  'middle_name',
  'email',
  'phone',
  'nationality',
  'passport_number',
  'major_first_choice',
  'major_second_choice',
  'assignee',
  'files',
  'files_pending_review',
  'files_rejected',
  // Issue 34: appended, so the columns above keep their places.
  'nationality_code',
  'status_changed_at',
  'deadline',
  'waiting_days',
  'overdue',
  // Issue 28: the programmes applied to, appended.
  'programme_first_choice',
  'intake_first_choice',
  'programme_second_choice',
  'intake_second_choice',
] as const;
