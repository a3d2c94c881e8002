import * as B from '../back-office/texts.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../back-office/texts.js';
import { STUDENT_FOLLOW_UP } from '../back-office/screens.js';
import { APPLICATION_STEP_TITLES } from '../application/fields.js';
import { ROUTE_ERROR_TEXTS } from './route-error.js';

const F = STUDENT_FOLLOW_UP;

/**
 * The English catalogue of what a student sees after submitting, outside the form (issue 17): the
 * application page (/dashboard/applications/:id), the messages of the events the student causes, the
 * API's answers to the student's own actions on it, and the page-could-not-load notice. The texts are
 * the existing constants (English unchanged); ./student-pages.fr.ts is typed by this shape and both are
 * keyed in ../messages/keyed.en.ts ('studentPages.…'), which the web reaches through useText() (apps/web/src/lib/i18n.tsx).
 */
export const STUDENT_PAGES = {
  followUp: {
    pageTitle: F.pageTitle,
    backToDashboard: F.backToDashboard,
    loading: F.loading,
    failed: F.failed,
    retry: F.retry,
    sections: F.sections,
    documents: F.documents,
    accepted: F.accepted,
    rejected: F.rejected,
    notReviewed: F.notReviewed,
    reason: F.reason,
    replace: F.replace,
    uploadReplacements: F.uploadReplacements,
    replaced: F.replaced,
    sendCorrections: F.sendCorrections,
    fromStaff: F.fromStaff,
    download: F.download,
    history: F.history,
    withdraw: F.withdraw,
    withdrawConfirm: F.withdrawConfirm,
    withdrawYes: F.withdrawYes,
    withdrawNo: F.withdrawNo,
    requestsHeading: F.requestsHeading,
    requestOpen: F.requestOpen,
    requestFulfilled: F.requestFulfilled,
    requestCancelled: F.requestCancelled,
    chooseFile: F.chooseFile,
    filesChosen: F.filesChosen,
    sendRequested: F.sendRequested,
    uploadedByStaff: F.uploadedByStaff,
    stillMissing: F.stillMissing,
    erased: F.erased,
  },
  /** Stored with the event, shown in the history (staff messages stay as staff wrote them). */
  events: {
    SUBMITTED: B.SUBMITTED_EVENT_MESSAGE,
    RESUBMITTED: B.RESUBMITTED_EVENT_MESSAGE,
    WITHDRAWN: B.WITHDRAWN_EVENT_MESSAGE,
  },
  /** API answers to the student's replacements, corrections and withdrawal. */
  answers: {
    NOTHING_TO_REPLACE: B.NOTHING_TO_REPLACE_MESSAGE,
    REPLACE_ONE_LIST: B.REPLACE_ONE_LIST_MESSAGE,
    REPLACE_TOO_MANY: B.REPLACE_TOO_MANY_MESSAGE,
    REPLACE_NOT_NOW: B.REPLACE_NOT_NOW_MESSAGE,
    CONFLICT_RETRY: B.CONFLICT_RETRY_MESSAGE,
    ACCOUNT_DISABLED: ACCOUNT_DISABLED_MESSAGE,
    REQUEST_ID_REQUIRED: B.REQUEST_ID_REQUIRED_MESSAGE,
    REQUEST_UNKNOWN: B.REQUEST_UNKNOWN_MESSAGE,
    REQUEST_CLOSED: B.REQUEST_CLOSED_MESSAGE,
    REQUEST_LIST_MISMATCH: B.REQUEST_LIST_MISMATCH_MESSAGE,
  },
  /** The read-only application's section titles (the form's step titles) and the staff documents' label. */
  stepTitles: {
    personal: APPLICATION_STEP_TITLES[0],
    more: APPLICATION_STEP_TITLES[1],
    education: APPLICATION_STEP_TITLES[2],
    family: APPLICATION_STEP_TITLES[3],
    documents: APPLICATION_STEP_TITLES[4],
    review: APPLICATION_STEP_TITLES[5],
  },
  staffDocumentLabel: B.STAFF_DOCUMENT_LABEL,
  /** The dashboard's sidebar landmark, and a loading indicator's name. */
  dashboardNav: 'Dashboard',
  loading: 'Loading',
  /** app/RouteErrorBoundary.tsx: a page's chunk could not be downloaded. */
  routeError: ROUTE_ERROR_TEXTS,
  /**
   * Ours (issue 34): on the application's page right after the form was submitted
   * (docs/product.md#apply-submit), what happens next.
   */
  submitted: {
    title: 'Your application has been sent. What happens next:',
    steps: {
      receipt: 'We have e-mailed you a receipt with your application number.',
      review: 'Our team checks your answers and each of your documents.',
      actionRequired:
        'If anything is missing or unclear, the status on this page becomes "Action required" and we e-mail you what to send.',
      forwarded:
        'Once everything is in order, we send your application to the university and this page shows each step.',
    },
  },
} as const;
export type StudentPagesTexts = typeof STUDENT_PAGES;
