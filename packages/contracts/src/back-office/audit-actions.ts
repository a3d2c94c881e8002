// The audit trail's actions (docs/product.md#back-office-queue-files-exports-and-audit), free of zod: the
// API filters and words them, the audit page offers them in its action picker.

/** Every action the code writes, grouped as the audit page's picker shows them. */
export const AUDIT_ACTION_GROUPS = {
  'The student': ['application.submit', 'file.replace', 'application.resubmit', 'application.withdraw'],
  'Staff changes': [
    'application.status',
    'file.review',
    'application.note',
    'application.assign',
    'application.document',
    'file.upload',
    'application.placement',
  ],
  'Reads and exports': ['application.view', 'file.view', 'file.download', 'files.zip', 'applications.export'],
  'Staff accounts': ['staff.invite', 'staff.disable', 'staff.enable', 'staff.admin_created', 'staff.admin_promoted'],
  'Message templates': ['template.create', 'template.update', 'template.delete'],
  // New groups go last: the English snapshot (messages/english-snapshot.json) records this list by position.
  'Staff permissions': ['staff.permissions'],
  Catalogue: ['rate.set'],
  Content: [
    'content.create',
    'content.save',
    'content.publish',
    'content.unpublish',
    'content.restore',
    'content.import',
    'content.image',
  ],
  Payments: ['invoice.create', 'payment.start', 'payment.succeeded', 'payment.failed', 'receipt.issue', 'receipt.view'],
  'Invoice changes and refunds': [
    'invoice.line_add',
    'invoice.line_change',
    'invoice.waive',
    'payment.refund',
    'payments.export',
  ],
  // Paying by bank transfer (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): a declared transfer is a
  // payment.start, a confirmed one payment.succeeded, a rejected one payment.failed.
  'Bank transfers': ['payment.proof_view', 'payment.settings'],
  'Issued documents': ['document.revoke'],
  'Second factor': ['staff.mfa_reset'],
  // docs/decisions/0144-retention-of-closed-applications.md: the nightly job, no actor.
  Retention: ['files.retention_erase'],
} as const;
export type AuditAction = (typeof AUDIT_ACTION_GROUPS)[keyof typeof AUDIT_ACTION_GROUPS][number];
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AUDIT_ACTION_GROUPS).flat();

/** What the picker and a row without details say for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'application.submit': 'Application submitted',
  'file.replace': 'Document sent by the student',
  'application.resubmit': 'Corrections sent',
  'application.withdraw': 'Application withdrawn',
  'application.status': 'Status changed',
  'file.review': 'Document reviewed',
  'application.note': 'Internal note added',
  'application.assign': 'Assignment changed',
  'application.document': 'Document attached for the student',
  'file.upload': 'Document uploaded for the student',
  'application.placement': 'University and programme recorded',
  'application.view': 'Application opened',
  'file.view': 'Document viewed',
  'file.download': 'Document downloaded',
  'files.zip': 'All documents downloaded (ZIP)',
  'applications.export': 'Applications exported (CSV)',
  'staff.invite': 'Staff member invited',
  'staff.permissions': 'Staff permissions changed',
  'rate.set': 'Exchange rate set',
  'content.create': 'Content item created',
  'content.save': 'Content draft saved',
  'content.publish': 'Content published',
  'content.unpublish': 'Content unpublished',
  'content.restore': 'Content version restored to the draft',
  'content.import': 'Content imported from a file',
  'content.image': 'Content image uploaded',
  'invoice.create': 'Invoice made',
  'payment.start': 'Payment started',
  'payment.succeeded': 'Payment received',
  'payment.failed': 'Payment not received',
  'invoice.line_add': 'Invoice line added',
  'invoice.line_change': 'Invoice line changed',
  'invoice.waive': 'Invoice waived',
  'payment.refund': 'Refund recorded',
  'payments.export': 'Payments exported (CSV)',
  'payment.proof_view': 'Proof of transfer viewed',
  'payment.settings': 'Bank details and payment settings changed',
  'document.revoke': 'Issued document revoked',
  'staff.mfa_reset': 'Second factor reset',
  'files.retention_erase': 'Documents erased (retention)',
  'receipt.issue': 'Receipt issued',
  'receipt.view': 'Receipt downloaded',
  'staff.disable': 'Staff account disabled',
  'staff.enable': 'Staff account enabled',
  'staff.admin_created': 'Admin account created on the server',
  'staff.admin_promoted': 'Account made admin on the server',
  'template.create': 'Message template added',
  'template.update': 'Message template changed',
  'template.delete': 'Message template deleted',
};

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * Reads the server records by itself whenever staff open an application or a document: half the trail.
 * The audit page leaves them out unless asked (`views=1`); the CSV export stays in (a deliberate copy
 * of many applications), docs/decisions/0100-audit-trail-in-words.md.
 */
export const AUTOMATIC_VIEW_ACTIONS = [
  'application.view',
  'file.view',
  'file.download',
  'files.zip',
] as const satisfies readonly AuditAction[];
export const isAutomaticView = (action: string): boolean =>
  (AUTOMATIC_VIEW_ACTIONS as readonly string[]).includes(action);

/** What students do themselves: their rows name the student as actor (docs/product.md#who-can-see-what). */
export const STUDENT_AUDIT_ACTIONS = AUDIT_ACTION_GROUPS['The student'];
export const isStudentAction = (action: string): boolean =>
  (STUDENT_AUDIT_ACTIONS as readonly string[]).includes(action);

/** The first words of a text (a note, a message, a reason) for the trail: at most `max` characters. */
export function firstWords(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
