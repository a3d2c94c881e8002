// One audit row in words (docs/product.md#back-office-queue-files-exports-and-audit), free of zod. The API
// puts it in each row's `summary`, so the audit page and any API client read the same sentence.
import { friendlyLabel } from '../application/labels.js';
import { AUDIT_ACTION_LABELS, isAuditAction } from './audit-actions.js';
import { STAFF_DOCUMENT_LABEL, STAFF_DOCUMENTS_LIST } from './texts.js';
import { APPLICATION_STATUSES, STAFF_STATUS_LABELS, type ApplicationStatus } from './workflow.js';

/** What the API knows of one row besides its action: its `meta`, and the account it is about, by name. */
export interface AuditSummaryInput {
  action: string;
  meta: unknown;
  /** The assignee of `application.assign`, the account of `staff.*`: looked up by id, null when gone. */
  subject?: string | null;
}

type Meta = Record<string, unknown>;
const text = (meta: Meta, key: string): string | null => {
  const value = meta[key];
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
};
const status = (meta: Meta, key: string): string | null => {
  const value = text(meta, key);
  return value && (APPLICATION_STATUSES as readonly string[]).includes(value)
    ? STAFF_STATUS_LABELS[value as ApplicationStatus]
    : value;
};
const listLabel = (name: string) => (name === STAFF_DOCUMENTS_LIST ? STAFF_DOCUMENT_LABEL : friendlyLabel(name));
const quoted = (value: string) => `“${value}”`;
/** "3 Dec 2026": a day staff read at once, whatever their laptop's settings. */
const day = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};
/** "NGN 12,345.67": an amount in minor units (`<key>`) with its currency (`currency`), as an accountant reads it. */
const money = (meta: Meta, key: string): string | null => {
  const amount = meta[key];
  const currency = text(meta, 'currency');
  if (typeof amount !== 'number' || !currency) return null;
  const digits = currency === 'XOF' ? 0 : 2;
  const major = (amount / 10 ** digits).toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency} ${major}`;
};
/** "Passport Photo (photo.jpg)": the document's list and file name, as much as the row kept. */
const documentOf = (meta: Meta): string | null => {
  const list = text(meta, 'listName');
  const name = text(meta, 'originalName');
  if (list && name) return `${listLabel(list)} (${name})`;
  return list ? listLabel(list) : name;
};
const withDocument = (verb: string, meta: Meta) => {
  const document = documentOf(meta);
  return document ? `${verb} ${document}` : null;
};

/** The export's filters as staff set them on the queue: "status Submitted, search “oko”". */
const EXPORT_FILTER_LABELS: Record<string, string> = {
  status: 'status',
  q: 'search',
  nationality: 'nationality',
  major: 'major',
  assignee: 'assignee',
  from: 'submitted from',
  to: 'submitted to',
  sort: 'sorted by',
};
function exportFilters(meta: Meta): string {
  const known = Object.keys(EXPORT_FILTER_LABELS);
  const parts = [...known.filter((key) => key in meta), ...Object.keys(meta).filter((key) => !known.includes(key))]
    .map((key) => {
      const value = key === 'status' ? status(meta, key) : text(meta, key);
      return value ? `${EXPORT_FILTER_LABELS[key] ?? key} ${key === 'q' ? quoted(value) : value}` : null;
    })
    .filter((part) => part !== null);
  return parts.length ? parts.join(', ') : 'every application';
}

type Builder = (meta: Meta, subject: string | null) => string | null;

/** Each action's sentence; null falls back to the action's label (an old row that kept less). */
/** 'Added the template “Documents received” (Under review)'. */
const templateLine = (verb: string, m: Meta): string | null => {
  const title = text(m, 'title');
  if (!title) return null;
  const label = status(m, 'status');
  return `${verb} the template ${quoted(title)}${label ? ` (${label})` : ''}`;
};

/** "programmes “Medicine (MBBS)”": a content item by its kind and title, as the content rows' meta holds them. */
const contentItem = (m: Meta) => {
  const [kind, title] = [text(m, 'kind'), text(m, 'title')];
  return kind && title ? `${kind} “${title}”` : null;
};
const contentLine = (verb: string, m: Meta, tail = '') => {
  const item = contentItem(m);
  return item ? `${verb} ${item}${tail}` : null;
};

const BUILDERS: Record<string, Builder> = {
  'application.submit': (m) =>
    text(m, 'files') ? `Submitted the application with ${text(m, 'files')} documents` : 'Submitted the application',
  'file.replace': (m) => {
    const document = documentOf(m);
    const replaced = text(m, 'replacedName');
    if (!document) return null;
    return replaced ? `Sent ${document}, replacing ${replaced}` : `Sent ${document}`;
  },
  'application.resubmit': (m) =>
    status(m, 'from') && status(m, 'to')
      ? `Sent the corrections: ${status(m, 'from')} → ${status(m, 'to')}`
      : 'Sent the corrections',
  'application.withdraw': (m) =>
    status(m, 'from') ? `Withdrew the application (it was ${status(m, 'from')})` : 'Withdrew the application',
  'application.status': (m) => {
    const from = status(m, 'from');
    const to = status(m, 'to');
    if (!from || !to) return null;
    const deadline = text(m, 'deadline');
    const message = text(m, 'message');
    const requests = Array.isArray(m.requests) ? m.requests.filter((r): r is string => typeof r === 'string') : [];
    const asked = requests.length > 0 && `requested ${requests.map(listLabel).join(', ')}`;
    return [`Status: ${from} → ${to}`, deadline && `deadline ${day(deadline)}`, asked, message && quoted(message)]
      .filter(Boolean)
      .join(', ');
  },
  'file.review': (m) => {
    const decision = text(m, 'decision');
    const document = documentOf(m) ?? 'a document';
    const reason = text(m, 'reason');
    if (decision === 'accepted') return `Accepted ${document}`;
    if (decision === 'rejected') return reason ? `Rejected ${document}: ${quoted(reason)}` : `Rejected ${document}`;
    return null;
  },
  'application.note': (m) => (text(m, 'excerpt') ? `Note: ${quoted(text(m, 'excerpt')!)}` : null),
  'application.assign': (m, subject) => {
    if (!('assigneeId' in m)) return null;
    if (m.assigneeId === null) return 'Unassigned the application';
    const name = subject ?? text(m, 'assigneeName');
    return name ? `Assigned to ${name}` : 'Assigned to an account that no longer exists';
  },
  'application.document': (m) =>
    text(m, 'originalName') ? `Attached ${text(m, 'originalName')} for the student` : null,
  'file.upload': (m) => withDocument('Uploaded for the student:', m),
  'application.placement': (m) => {
    const university = text(m, 'forwardedUniversity');
    if (!university) return 'Cleared the university, programme and admission number';
    const programme = text(m, 'forwardedProgramme');
    const admission = text(m, 'admissionNumber');
    return `Sent to ${university}${programme ? ` — ${programme}` : ''}${admission ? `, admission number ${admission}` : ''}`;
  },
  'application.view': () => 'Opened the application',
  'file.view': (m) => withDocument('Viewed', m),
  'file.download': (m) => withDocument('Downloaded', m),
  'files.zip': (m) =>
    text(m, 'files') ? `Downloaded all ${text(m, 'files')} documents as a ZIP` : 'Downloaded all documents as a ZIP',
  'applications.export': (m) => `Exported the CSV: ${exportFilters(m)}`,
  'staff.invite': (m, subject) => {
    const who = [subject, text(m, 'email') && `(${text(m, 'email')})`].filter(Boolean).join(' ');
    const role = text(m, 'role');
    return who ? `Invited ${who}${role ? ` as ${role}` : ''}` : null;
  },
  'staff.permissions': (m, subject) => {
    const list = (key: string) => {
      const value = m[key];
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none';
    };
    return subject ? `Changed the permissions of ${subject}: ${list('before')} → ${list('after')}` : null;
  },
  'rate.set': (m) => {
    const [currency, day, before, after] = ['currency', 'asOf', 'before', 'after'].map((key) => text(m, key));
    if (!currency || !after) return null;
    return `Set the ${currency} rate of ${day ?? 'a day'} to ${after} per yuan${before ? ` (was ${before})` : ''}`;
  },
  'staff.disable': (_m, subject) => (subject ? `Disabled the account of ${subject}` : null),
  'staff.enable': (_m, subject) => (subject ? `Enabled the account of ${subject}` : null),
  'staff.admin_created': (m) => (text(m, 'email') ? `Created the admin account ${text(m, 'email')}` : null),
  'staff.admin_promoted': (m) => (text(m, 'email') ? `Made ${text(m, 'email')} an admin` : null),
  'template.create': (m) => templateLine('Added', m),
  'template.update': (m) => templateLine('Changed', m),
  'template.delete': (m) => templateLine('Deleted', m),
  'content.create': (m) => contentLine('Created', m),
  'content.save': (m) => contentLine('Saved the draft of', m),
  'content.publish': (m) => contentLine('Published', m, text(m, 'number') ? ` as version ${text(m, 'number')}` : ''),
  'content.unpublish': (m) => contentLine('Unpublished', m),
  'content.restore': (m) =>
    contentLine('Restored', m, text(m, 'number') ? ` to version ${text(m, 'number')} in the draft` : ''),
  'content.import': (m) =>
    text(m, 'kind') && text(m, 'rows') ? `Imported ${text(m, 'rows')} ${text(m, 'kind')} from a file` : null,
  'content.image': (m) => (text(m, 'originalName') ? `Uploaded the image ${text(m, 'originalName')}` : null),
  'invoice.create': (m) =>
    text(m, 'number') && money(m, 'total') ? `Made invoice ${text(m, 'number')} for ${money(m, 'total')}` : null,
  'payment.start': (m) =>
    money(m, 'amount') && text(m, 'reference')
      ? `Started a ${text(m, 'method') ?? 'paystack'} payment of ${money(m, 'amount')} (reference ${text(m, 'reference')})`
      : null,
  'payment.succeeded': (m) =>
    money(m, 'amount') && text(m, 'reference')
      ? `Received ${money(m, 'amount')} (reference ${text(m, 'reference')})${text(m, 'invoiceStatus') === 'paid' ? ': the invoice is paid' : ''}`
      : null,
  'payment.failed': (m) =>
    text(m, 'reference')
      ? `Payment ${text(m, 'reference')} not received: ${text(m, 'reason') ?? 'refused by the provider'}`
      : null,
  'invoice.line_add': (m) =>
    text(m, 'number') && text(m, 'description')
      ? `Added the line ${text(m, 'description')} to invoice ${text(m, 'number')}: ${text(m, 'reason') ?? ''}`
      : null,
  'invoice.line_change': (m) =>
    text(m, 'number') ? `Changed a line of invoice ${text(m, 'number')}: ${text(m, 'reason') ?? ''}` : null,
  'invoice.waive': (m) =>
    text(m, 'number') ? `Waived invoice ${text(m, 'number')}: ${text(m, 'reason') ?? ''}` : null,
  'payment.refund': (m) =>
    money(m, 'amount') && text(m, 'reference')
      ? `Recorded a refund of ${money(m, 'amount')} on payment ${text(m, 'reference')}: ${text(m, 'reason') ?? ''}`
      : null,
  'document.revoke': (m) =>
    text(m, 'code') ? `Revoked ${text(m, 'code')}: ${text(m, 'reason') ?? 'no reason given'}` : null,
  'receipt.issue': (m) =>
    text(m, 'number') && text(m, 'reference')
      ? `Issued receipt ${text(m, 'number')} for payment ${text(m, 'reference')}`
      : null,
  'receipt.view': (m) => (text(m, 'number') ? `Downloaded receipt ${text(m, 'number')}` : null),
};

/** One row in words; an action this list does not know reads as its own name. */
export function auditSummary({ action, meta, subject = null }: AuditSummaryInput): string {
  const m: Meta = typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? (meta as Meta) : {};
  const sentence = Object.hasOwn(BUILDERS, action) ? BUILDERS[action]!(m, subject) : null;
  return sentence ?? (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);
}
