import { z } from 'zod';
import { queueFiltersSchema, queueQuerySchema } from './admin-queue.js';
import { staffMemberSchema } from './schemas.js';
import { ROLES } from './workflow.js';

// GET /admin/audit, admins only (docs/product.md#back-office-queue-files-exports-and-audit): who did what.

export const AUDIT_APPLICATION_INVALID_MESSAGE =
  'Use an application id: the whole id, or at least its first 8 characters.';
export const AUDIT_APPLICATION_AMBIGUOUS_MESSAGE =
  'Several applications start with these characters: please type more of the id.';
export const AUDIT_ACTOR_INVALID_MESSAGE = 'Unknown actor.';
export const AUDIT_ACTION_INVALID_MESSAGE = 'Unknown action.';

/**
 * An application id as staff copy it: the whole UUID, or its start from 8 hexadecimal characters on (the
 * short id the back office shows), hyphens where the UUID has them or none. Answers the hexadecimal
 * digits (lower case, no hyphens), or null for anything else.
 */
export function applicationIdDigits(value: string): string | null {
  const typed = value.trim().toLowerCase();
  const digits = typed.replaceAll('-', '');
  if (!/^[0-9a-f]{8,32}$/.test(digits)) return null;
  const canonical = asUuid(digits.padEnd(32, '0'));
  return canonical.startsWith(typed) || digits === typed ? digits : null;
}
/** 32 hexadecimal digits written as a UUID (8-4-4-4-12). */
export const asUuid = (digits: string) =>
  `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20, 32)}`;

/** A filter left empty in the form (`?actor=&action=`) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const auditQuerySchema = z.object({
  /** An account's id (staff, admin or student). */
  actor: optional(z.uuid({ error: AUDIT_ACTOR_INVALID_MESSAGE })),
  /** The whole id or a start of at least 8 characters (the answer's `target.applicationId`). */
  application: optional(
    z.string().refine((value) => applicationIdDigits(value) !== null, { error: AUDIT_APPLICATION_INVALID_MESSAGE }),
  ),
  /** One action (contracts AUDIT_ACTIONS); any dotted name is taken, so new actions need no new schema. */
  action: optional(
    z
      .string()
      .trim()
      .max(60, { error: AUDIT_ACTION_INVALID_MESSAGE })
      .regex(/^[a-z_]+(\.[a-z_]+)+$/, { error: AUDIT_ACTION_INVALID_MESSAGE }),
  ),
  /** Days (UTC), both included, as the queue's. */
  from: queueFiltersSchema.shape.from,
  to: queueFiltersSchema.shape.to,
  /** `1`: the automatic views too (application.view, file.view, file.download, files.zip). */
  views: optional(z.enum(['0', '1'])),
  page: queueQuerySchema.shape.page,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  at: z.string(),
  /** Who acted, any role (a student for their own actions); null: the system, or an account since deleted. */
  actor: staffMemberSchema.nullable(),
  /** The actor's role; `student` for the student's own actions even once their account is gone. */
  actorRole: z.enum(ROLES).nullable(),
  /** Dotted verb: `application.status`, `file.review`, `application.submit`, `file.view`, ... (AUDIT_ACTIONS). */
  action: z.string(),
  /** The row in words: "Rejected Passport Photo (photo.jpg): “blurred”", "Status: Submitted → Under review". */
  summary: z.string(),
  /** What the row kept when it was written (list, file name, decision, from/to...); null for none. */
  meta: z.record(z.string(), z.unknown()).nullable(),
  target: z.object({
    type: z.string(),
    id: z.string(),
    applicationId: z.string().nullable(),
    /** The applicant's name while the application exists. */
    applicantName: z.string().nullable(),
  }),
  ip: z.string(),
  requestId: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Automatic views under the other filters, shown or not (`views=1` shows them). */
  automaticViews: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
