// The back office's roles, statuses and workflow graph, free of zod so the web can use them
// (docs/decisions/0007-zod-free-form-checks.md). docs/product.md#back-office-statuses-and-workflow.
import { REQUIRED_BY_STEP } from '../application/fields.js';
import type { FileListName } from '../application/files.js';

export const ROLES = ['student', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may use the back office (everything under /api/v1/admin). */
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

/** An application's life after submission. */
export const APPLICATION_STATUSES = [
  'submitted',
  'under_review',
  'action_required',
  'forwarded_to_university',
  'admitted',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** No transition leaves these. */
export const FINAL_STATUSES = ['admitted', 'rejected', 'withdrawn'] as const satisfies readonly ApplicationStatus[];
export const isFinalStatus = (status: ApplicationStatus): boolean =>
  (FINAL_STATUSES as readonly string[]).includes(status);

/** What the student reads (dashboard, e-mails). */
export const STUDENT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  action_required: 'Action required',
  forwarded_to_university: 'Sent to the university',
  admitted: 'Admitted',
  rejected: 'Not successful',
  withdrawn: 'Withdrawn',
};

/** What staff read (queue, detail, filters). */
export const STAFF_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  action_required: 'Action required (waiting for the student)',
  forwarded_to_university: 'Forwarded to university',
  admitted: 'Admitted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn by the student',
};

/** Who moves an application: staff (staff and admin accounts alike) or the student who owns it. */
export type TransitionActor = 'staff' | 'student';

export interface Transition {
  from: ApplicationStatus;
  to: ApplicationStatus;
  by: readonly TransitionActor[];
}

const NON_FINAL = APPLICATION_STATUSES.filter((status) => !isFinalStatus(status));

/**
 * The whole graph (issue 12): submitted → under_review → action_required ⇄ under_review →
 * forwarded_to_university → admitted | rejected; rejected also from submitted, under_review and
 * forwarded_to_university; withdrawn by the student from any status that is not final. The way back from
 * action_required is the student's resubmission (or staff lifting the request).
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: 'submitted', to: 'under_review', by: ['staff'] },
  { from: 'submitted', to: 'rejected', by: ['staff'] },
  { from: 'under_review', to: 'action_required', by: ['staff'] },
  { from: 'under_review', to: 'forwarded_to_university', by: ['staff'] },
  { from: 'under_review', to: 'rejected', by: ['staff'] },
  { from: 'action_required', to: 'under_review', by: ['staff', 'student'] },
  { from: 'forwarded_to_university', to: 'admitted', by: ['staff'] },
  { from: 'forwarded_to_university', to: 'rejected', by: ['staff'] },
  ...NON_FINAL.map((from) => ({ from, to: 'withdrawn' as const, by: ['student'] as const })),
];

/** The actor of a role: admins act as staff in the workflow. */
export const transitionActorOf = (role: Role): TransitionActor => (role === 'student' ? 'student' : 'staff');

/** Whether `actor` may move an application from `from` to `to` (a role or an actor). */
export const canTransition = (
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: TransitionActor | Role,
): boolean => {
  const who = actor === 'admin' ? 'staff' : actor;
  return TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(who));
};

/** Statuses that need every required list filled and no rejected document left unreplaced. */
export const STATUSES_NEEDING_DOCUMENTS = [
  'forwarded_to_university',
  'admitted',
] as const satisfies readonly ApplicationStatus[];

/**
 * The file lists that must hold a document before an application is forwarded or admitted: the ones
 * /apply requires (REQUIRED_BY_STEP's documents step, docs/product.md#apply-validation).
 */
export const REQUIRED_FILE_LISTS: readonly FileListName[] = REQUIRED_BY_STEP[4];
