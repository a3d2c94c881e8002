// Texts of the back-office screens and of the student's follow-up pages (issue 13), free of zod so the
// web's lazy chunks import them without the schemas. docs/product.md#back-office-screens.
import { STUDENT_STATUS_LABELS, type ApplicationStatus } from './workflow.js';
import { keyedEnglish } from '../messages/keyed-english.js';

/** The student's timeline: the happy path in order; a final status off it (rejected, withdrawn) ends it. */
export const STUDENT_TIMELINE_STEPS = [
  'submitted',
  'under_review',
  'forwarded_to_university',
  'admitted',
] as const satisfies readonly ApplicationStatus[];

export const STUDENT_FOLLOW_UP = {
  timelineLabel: 'Progress of your application',
  currentStep: 'current step',
  doneStep: 'done',
  lastMessage: 'Latest message from our team',
  open: 'View application',
  replaceDocuments: (n: number) =>
    keyedEnglish(n === 1 ? '1 document needs to be replaced' : `${n} documents need to be replaced`, {
      key: 'followUp.replaceDocuments',
      values: { n },
    }),
  deadline: (day: string) =>
    keyedEnglish(`Please send your corrections by ${day}.`, { key: 'followUp.deadline', values: { day } }),
  newDocuments: (n: number) =>
    keyedEnglish(n === 1 ? '1 document from our team to download' : `${n} documents from our team to download`, {
      key: 'followUp.newDocuments',
      values: { n },
    }),
  /** Where it went (docs/product.md#back-office-where-it-went), once staff record it. */
  sentTo: (university: string, programme: string | null) =>
    programme
      ? keyedEnglish(`Sent to: ${university} — ${programme}`, {
          key: 'followUp.sentToProgramme',
          values: { university, programme },
        })
      : keyedEnglish(`Sent to: ${university}`, { key: 'followUp.sentTo', values: { university } }),
  admissionNumber: (number: string) =>
    keyedEnglish(`Admission number: ${number}`, { key: 'followUp.admissionNumber', values: { number } }),
  pageTitle: 'Your application',
  backToDashboard: 'Back to my applications',
  loading: 'Loading your application',
  failed: 'Your application could not be loaded.',
  retry: 'Try again',
  sections: 'Your answers',
  documents: 'Your documents',
  accepted: 'Accepted',
  rejected: 'Rejected',
  notReviewed: 'Not reviewed yet',
  reason: 'Reason',
  replace: 'Replace',
  replaceWith: (name: string) =>
    keyedEnglish(`Replacement for ${name}`, { key: 'followUp.replaceWith', values: { name } }),
  replacementChosen: (name: string) =>
    keyedEnglish(`New file: ${name}`, { key: 'followUp.replacementChosen', values: { name } }),
  uploadReplacements: 'Upload the new files',
  replaced: 'Replaced',
  sendCorrections: 'Send corrections',
  fromStaff: 'Documents from our team',
  download: 'Download',
  history: 'History',
  withdraw: 'Withdraw application',
  withdrawConfirm:
    'Withdraw this application? Our team will stop working on it, and this cannot be undone. Press "Withdraw" again to confirm.',
  withdrawYes: 'Yes, withdraw',
  withdrawNo: 'Keep my application',
  wrongType: (name: string) =>
    keyedEnglish(`${name} is not a file type this document accepts.`, { key: 'followUp.wrongType', values: { name } }),
  // Document requests (docs/product.md#document-requests)
  requestedDocuments: (n: number) =>
    keyedEnglish(n === 1 ? '1 document requested' : `${n} documents requested`, {
      key: 'followUp.requestedDocuments',
      values: { n },
    }),
  requestsHeading: 'Documents our team asked for',
  requestOpen: 'Not sent yet',
  requestFulfilled: 'Received',
  requestCancelled: 'No longer needed',
  chooseFile: 'Choose a file',
  filesChosen: 'Files chosen',
  sendRequested: 'Send',
  uploadedByStaff: 'Added by our team',
  stillMissing: 'Still missing before you can send your corrections:',
} as const;

export const studentStatusLabel = (status: ApplicationStatus): string => STUDENT_STATUS_LABELS[status];

export const SET_PASSWORD_COPY = {
  heading: 'Set your password',
  intro: 'Choose the password for your back-office account.',
  missingToken: 'This link has no invitation token. Open the link from your invitation e-mail again.',
  submit: 'Set password',
} as const;

export const ADMIN_NAV = {
  label: 'Back office',
  queue: 'Applications',
  staff: 'Staff',
  audit: 'Audit',
  templates: 'Templates',
} as const;

export const QUEUE_COPY = {
  heading: 'Applications',
  all: 'All',
  search: 'Search',
  searchHint: 'Name, e-mail, passport number or application id',
  nationality: 'Nationality',
  major: 'Major',
  assignee: 'Assignee',
  anyone: 'Anyone',
  me: 'Me',
  nobody: 'Not assigned',
  from: 'Submitted from',
  to: 'Submitted to',
  /** The programme chosen (issue 28): by the catalogue's addresses, which staff can copy from its pages. */
  university: 'University',
  universityHint: "Its address's last part (peking-university), or the page's address pasted",
  programme: 'Programme',
  programmeHint: "Its address's last part, or the page's address pasted",
  intake: 'Intake',
  intakeHint: 'The start month, like 2027-09',
  sort: 'Sort',
  sorts: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    updated: 'Recently updated',
    name: 'Name',
    waiting: 'Waiting longest',
  },
  apply: 'Apply filters',
  clear: 'Clear',
  exportCsv: 'Export CSV',
  loading: 'Loading applications',
  failed: 'The applications could not be loaded.',
  retry: 'Try again',
  empty: 'No application matches these filters.',
  columns: {
    applicant: 'Applicant',
    nationality: 'Nationality',
    major: 'Major (first choice)',
    status: 'Status',
    assignee: 'Assignee',
    submitted: 'Submitted',
    updated: 'Updated',
  },
  pending: (n: number) => (n === 1 ? '1 document to review' : `${n} documents to review`),
  unassigned: '—',
  page: (current: number, last: number, total: number) => `Page ${current} of ${last} · ${total} applications`,
  previous: 'Previous page',
  next: 'Next page',
  tabs: 'Applications by status',
  /** The scrolling table's region (it must differ from the page's own name). */
  table: 'Applications found',
} as const;

export const APPLICATION_COPY = {
  back: 'Back to the queue',
  loading: 'Loading the application',
  failed: 'The application could not be loaded.',
  retry: 'Try again',
  reloadedAfterConflict: 'Someone else changed this application; it has been reloaded. Please check and try again.',
  submitted: 'Submitted',
  documents: 'Documents',
  downloadAll: 'Download all (ZIP)',
  view: 'View',
  download: 'Download',
  viewerEmpty: 'Choose a document to view it here.',
  viewerWord: 'Word documents cannot be shown in the browser. Download the file to open it.',
  viewerLoading: 'Loading the document',
  previousVersions: 'Previous versions',
  replacedOn: (day: string) => `replaced ${day}`,
  /** A document that expires (docs/product.md#apply-document-dates): its date, its age, until when it is accepted. */
  documentDated: (day: string, months: number, until: string) =>
    `Dated ${day} (${months === 1 ? '1 month' : `${months} months`} old): valid until ${until}`,
  documentExpired: 'More than six months old now',
  /** Still valid today, but not on the first day of the intake applied to (docs/product.md#apply-programme-choice). */
  expiresBeforeIntake: (start: string) => `Expires before the intake (${start})`,
  newSinceReview: 'New',
  accept: 'Accept',
  reject: 'Reject',
  rejectReason: 'Reason for rejecting (the student reads it)',
  confirmReject: 'Reject document',
  cancel: 'Cancel',
  accepted: 'Accepted',
  rejected: 'Rejected',
  notReviewed: 'Not reviewed',
  reviewedBy: (name: string) => `by ${name}`,
  statusPanel: 'Status',
  currentStatus: 'Current status',
  nextStatus: 'Move to',
  noNextStatus: 'This application is closed: no status change is possible.',
  message: 'Message to the student',
  note: 'Internal note (optional, never shown to the student)',
  deadline: 'Deadline for the corrections',
  preview: 'What the student will receive',
  changeStatus: 'Change status',
  notes: 'Internal notes',
  noNotes: 'No notes yet.',
  addNote: 'Add note',
  newNote: 'New note',
  assignment: 'Assignment',
  assignTo: 'Assigned to',
  nobody: 'Nobody',
  assign: 'Save assignment',
  attach: 'Attach a document for the student',
  attachHint: 'Admission letter, JW202 form, receipt: PDF or image.',
  attachFile: 'Document',
  attachSend: 'Attach and notify the student',
  fromStaff: 'Documents for the student',
  history: 'History',
  by: (name: string) => `by ${name}`,
  system: 'the student',
  noteLabel: 'Note',
  // Document requests, uploads for the student, faster reviewing (docs/product.md#document-requests)
  requestLegend: 'Documents to request',
  requestHint: 'The student gets an upload control for each, and can send the corrections once all are sent.',
  requestNote: (label: string) => `Note for the student about ${label} (optional)`,
  anotherDocument: 'Another document',
  addAnother: 'Add another document',
  anotherName: 'Name of the document',
  anotherNote: 'What the student should send (optional)',
  removeAnother: (name: string) => `Remove ${name || 'this document'}`,
  movesBlocked: (statuses: string) => `Not possible yet (${statuses}): documents are outstanding.`,
  requested: 'Requested, not received yet',
  requestFulfilled: 'Requested, received',
  requestCancelled: 'Request lifted',
  requestedBy: (name: string) => `asked by ${name}`,
  uploadedBy: (name: string) => `Uploaded by ${name} for the student`,
  uploadFor: 'Upload for the student',
  uploadList: 'Document list',
  uploadSend: 'Upload',
  acceptAll: (n: number) => `Accept all remaining (${n})`,
  acceptAllConfirm: (n: number) =>
    n === 1 ? 'Accept the 1 document not reviewed yet?' : `Accept the ${n} documents not reviewed yet?`,
  acceptAllYes: 'Yes, accept all',
  acceptedAll: (n: number) => (n === 1 ? '1 document accepted.' : `${n} documents accepted.`),
  changeDecision: (name: string, from: string, to: string) =>
    `${name} is ${from.toLowerCase()}. Change the decision to ${to.toLowerCase()}?`,
  changeDecisionYes: 'Yes, change it',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomFit: 'Fit',
  zoomLevel: (percent: number) => `${percent}%`,
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  viewerTools: 'Viewer',
} as const;

export const STAFF_COPY = {
  heading: 'Staff',
  invite: 'Invite a staff member',
  email: 'E-mail',
  firstname: 'First name',
  lastname: 'Last name',
  role: 'Role',
  roles: { staff: 'Staff', admin: 'Admin' },
  send: 'Send invitation',
  list: 'Accounts',
  name: 'Name',
  state: 'State',
  states: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
  since: 'Since',
  disable: 'Disable',
  enable: 'Enable',
  resend: 'Resend invitation',
  actions: 'Actions',
  loading: 'Loading staff accounts',
  failed: 'The staff accounts could not be loaded.',
} as const;

export const AUDIT_COPY = {
  heading: 'Audit',
  actor: 'Staff member',
  anyone: 'Anyone',
  application: 'Application id',
  applicationHint: 'The short id (first 8 characters) or the full id',
  action: 'Action',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  views: 'Show automatic views',
  viewsHint: 'Opening an application or a document, downloads',
  viewsHidden: (n: number) => (n === 1 ? '1 automatic view is hidden.' : `${n} automatic views are hidden.`),
  filter: 'Filter',
  clear: 'Clear',
  at: 'When',
  who: 'Who',
  what: 'What',
  target: 'Application',
  ip: 'IP',
  system: 'System',
  /** A student's own action whose account no longer exists. */
  formerStudent: 'The student (account deleted)',
  roles: { student: 'student', staff: 'staff', admin: 'admin' },
  loading: 'Loading the audit trail',
  failed: 'The audit trail could not be loaded.',
  empty: 'No entry matches.',
  page: (current: number, last: number, total: number) =>
    `Page ${current} of ${last} · ${total === 1 ? '1 entry' : `${total} entries`}`,
  /** The scrolling table's region (it must differ from the page's own name). */
  table: 'Audit entries',
} as const;
