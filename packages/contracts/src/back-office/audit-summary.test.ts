/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, firstWords, isAutomaticView } from './audit-actions.js';
import { auditSummary } from './audit-summary.js';
import { applicationIdDigits, auditQuerySchema } from './audit-trail.js';

// The audit trail in words (docs/product.md#back-office-queue-files-exports-and-audit).
describe('auditSummary', () => {
  it('words what a row kept; an old row that kept less reads as its action', () => {
    expect(
      auditSummary({
        action: 'file.review',
        meta: { decision: 'rejected', listName: 'bankStatement', reason: 'Too old.' },
      }),
    ).toBe('Rejected Bank Statement: “Too old.”');
    expect(auditSummary({ action: 'file.review', meta: { decision: 'accepted', listName: 'passportphoto' } })).toBe(
      'Accepted Passport Photo',
    );
    expect(auditSummary({ action: 'file.review', meta: null })).toBe('Document reviewed');
    expect(auditSummary({ action: 'application.status', meta: { from: 'under_review', to: 'rejected' } })).toBe(
      'Status: Under review → Rejected',
    );
    expect(auditSummary({ action: 'application.assign', meta: { assigneeId: 'x' }, subject: 'Sam Staff' })).toBe(
      'Assigned to Sam Staff',
    );
    expect(auditSummary({ action: 'application.assign', meta: { assigneeId: 'x', assigneeName: 'Gone Person' } })).toBe(
      'Assigned to Gone Person',
    );
    expect(auditSummary({ action: 'application.placement', meta: { forwardedUniversity: 'Fudan University' } })).toBe(
      'Sent to Fudan University',
    );
    expect(auditSummary({ action: 'applications.export', meta: {} })).toBe('Exported the CSV: every application');
    expect(auditSummary({ action: 'staff.disable', meta: null })).toBe('Staff account disabled');
    expect(auditSummary({ action: 'something.new', meta: { any: 1 } })).toBe('something.new');
    // Issue 34's document requests, staff uploads and message templates.
    expect(
      auditSummary({
        action: 'application.status',
        meta: { from: 'under_review', to: 'action_required', requests: ['passportScan', 'Signed declaration'] },
      }),
    ).toBe(
      'Status: Under review → Action required (waiting for the student), requested Passport Data Page, Signed declaration',
    );
    expect(
      auditSummary({ action: 'file.upload', meta: { listName: 'applicantSignature', originalName: 'sign.png' } }),
    ).toBe('Uploaded for the student: Applicant Signature (sign.png)');
    expect(auditSummary({ action: 'template.delete', meta: { status: 'rejected', title: 'Too late' } })).toBe(
      'Deleted the template “Too late” (Rejected)',
    );
  });

  it('every known action has a label; the automatic views are the four reads', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action], action).toBeTruthy();
    expect(AUDIT_ACTIONS.filter(isAutomaticView)).toEqual([
      'application.view',
      'file.view',
      'file.download',
      'files.zip',
    ]);
  });

  it('firstWords cuts a long text at a word, with an ellipsis', () => {
    expect(firstWords('  short\n text ')).toBe('short text');
    expect(firstWords('one two three four', 12)).toBe('one two…');
  });
});

describe('the application filter', () => {
  const id = '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f';
  it('takes the whole id, its first 8 characters or more, with or without hyphens, in any case', () => {
    for (const typed of [
      id,
      id.slice(0, 8),
      id.slice(0, 11),
      id.replaceAll('-', ''),
      ` ${id.slice(0, 8).toUpperCase()} `,
    ])
      expect(applicationIdDigits(typed), typed).toBe(
        id.replaceAll('-', '').slice(0, typed.trim().replaceAll('-', '').length),
      );
    for (const typed of ['3f2a9c1', '3f2a-9c1e', 'zzzzzzzz', `${id}0`])
      expect(applicationIdDigits(typed), typed).toBeNull();
  });

  it('the query: empty filters are none; views is 0 or 1; an action is a dotted name', () => {
    expect(auditQuerySchema.parse({ actor: '', application: '', action: '', views: '' })).toEqual({});
    expect(auditQuerySchema.safeParse({ views: 'yes' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ action: 'file.view' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ action: 'file view' }).success).toBe(false);
  });
});
