import * as M from '../messages.js';
import * as E from '../error-texts.js';
import * as F from '../account/mail-failure-texts.js';
import * as U from '../application/upload-messages.js';
import * as A from '../application/application-texts.js';
import * as B from '../back-office/texts.js';
import * as P from '../page-labels.js';
import { STUDENT_FOLLOW_UP } from '../back-office/screens.js';
import { LOCALE_SAVED } from '../account/locale-texts.js';
import { CONTACT_SIGN_IN_REASON } from '../contact-form.js';
import {
  EDUCATION_ENTRY_MESSAGES,
  EDUCATION_FIELD_LABELS,
  FAMILY_ENTRY_MESSAGES,
  FAMILY_FIELD_LABELS,
  FIELD_LABELS,
} from '../application/labels.js';
import { STUDENT_STATUS_LABELS } from '../back-office/workflow.js';
import { SHELL_TOASTS } from './shell-toasts.js';
import { MFA_TEXTS } from '../account/mfa-texts.js';

/**
 * The English catalogue of what the API tells students and visitors (issue 17): the existing constants,
 * gathered under one shape so that ./server-texts.fr.ts is typed by it. The constants stay where they are
 * (and stay the English answer); each text is keyed by its path here ('answers.INVALID_CREDENTIALS') in
 * ../messages/keyed.en.ts, and the API renders its answers from those keys
 * (docs/decisions/0106-keyed-icu-messages.md). Staff-only texts (back office) stay English.
 */
export const SERVER_TEXTS = {
  validation: {
    ALL_FIELDS_REQUIRED: M.ALL_FIELDS_REQUIRED,
    CONTACT_ALL_FIELDS_REQUIRED: M.CONTACT_ALL_FIELDS_REQUIRED,
    INVALID_EMAIL: M.INVALID_EMAIL,
    PASSWORD_TOO_SHORT: M.PASSWORD_TOO_SHORT,
    PASSWORDS_DO_NOT_MATCH: M.PASSWORDS_DO_NOT_MATCH,
    PASSWORD_HINT_MISMATCH: M.PASSWORD_HINT_MISMATCH,
    OTP_REQUIRED: M.OTP_REQUIRED,
    PASSWORD_TOO_LONG: M.PASSWORD_TOO_LONG,
    PHONE_NUMBER_INVALID: M.PHONE_NUMBER_INVALID,
    COUNTRY_INFO_INVALID: M.COUNTRY_INFO_INVALID,
    EMAIL_FORMAT_INVALID: M.EMAIL_FORMAT_INVALID,
    PHONE_INVALID: M.PHONE_INVALID,
    PASSPORT_EXPIRED: M.PASSPORT_EXPIRED,
    PASSPORT_NUMBER_INVALID: M.PASSPORT_NUMBER_INVALID,
    PASSPORT_EXPIRY_INVALID: M.PASSPORT_EXPIRY_INVALID,
    EDUCATION_MIN_ENTRIES: M.EDUCATION_MIN_ENTRIES,
    FAMILY_MIN_ENTRIES: M.FAMILY_MIN_ENTRIES,
    PLEASE_FIX_FOLLOWING: M.PLEASE_FIX_FOLLOWING,
    LOGIN_TO_SUBMIT_APPLICATION: M.LOGIN_TO_SUBMIT_APPLICATION,
    APPLICATION_SUBMITTED: M.APPLICATION_SUBMITTED,
    DOB_NOT_PAST: A.DOB_NOT_PAST,
    ENTRY_DATE_INVALID: A.ENTRY_DATE_INVALID,
    ENTRY_DATE_FUTURE: A.ENTRY_DATE_FUTURE,
  },
  answers: {
    CONTACT_UNAUTHORIZED: M.CONTACT_UNAUTHORIZED,
    CONTACT_FAILED: M.CONTACT_FAILED,
    CONTACT_SENT: M.CONTACT_SENT,
    CONTACT_MESSAGE_RECEIVED: M.CONTACT_MESSAGE_RECEIVED,
    EMAIL_TAKEN: M.EMAIL_TAKEN,
    REGISTERED: M.REGISTERED,
    EMAIL_VERIFIED: M.EMAIL_VERIFIED,
    LOGIN_SUCCESS: M.LOGIN_SUCCESS,
    INVALID_CREDENTIALS: M.INVALID_CREDENTIALS,
    EMAIL_NOT_VERIFIED: M.EMAIL_NOT_VERIFIED,
    FORGOT_PASSWORD_SENT: M.FORGOT_PASSWORD_SENT,
    RESET_CODE_VERIFIED: M.RESET_CODE_VERIFIED,
    PASSWORD_RESET: M.PASSWORD_RESET,
    CODE_INVALID: M.CODE_INVALID,
    CODE_LOCKED: M.CODE_LOCKED,
    CODE_RESENT: M.CODE_RESENT,
    MAIL_NOT_SENT: M.MAIL_NOT_SENT,
    GOOGLE_NOT_CONFIGURED: M.GOOGLE_NOT_CONFIGURED,
    GOOGLE_LOGIN_SUCCESS: M.GOOGLE_LOGIN_SUCCESS,
    HANDOFF_INVALID: M.HANDOFF_INVALID,
    HANDOFF_EXPIRED: M.HANDOFF_EXPIRED,
    HANDOFF_USED: M.HANDOFF_USED,
    RESET_GRANT_MISSING: M.RESET_GRANT_MISSING,
    PENDING_STEP_MISSING: M.PENDING_STEP_MISSING,
    MAIL_SEND_FAILED: F.MAIL_SEND_FAILED,
    EMAIL_NOT_VERIFIED_MAIL_FAILED: F.EMAIL_NOT_VERIFIED_MAIL_FAILED,
    FILES_REPLACED_MESSAGE: B.FILES_REPLACED_MESSAGE,
    RESUBMITTED_MESSAGE: B.RESUBMITTED_MESSAGE,
    WITHDRAWN_MESSAGE: B.WITHDRAWN_MESSAGE,
    FORBIDDEN_MESSAGE: B.FORBIDDEN_MESSAGE,
    LOCALE_SAVED,
  },
  /**
   * The lazily loaded pages' labels (account pages, contact, 404, dashboard): the web reads them through useText().
   * The majors page's are site texts (./site-texts.ts), in the first download with their French.
   */
  pages: {
    busy: P.BUSY_LABELS,
    sendMessage: P.SEND_MESSAGE_LABEL,
    account: P.ACCOUNT_LABELS,
    majorsFirstPage: P.MAJORS_FIRST_PAGE_LINK,
    notFound: { title: P.NOT_FOUND_PAGE.title, goHome: P.NOT_FOUND_PAGE.goHome, text: P.NOT_FOUND_PAGE.text },
    dashboard: P.DASHBOARD,
    dashboardSidebar: P.DASHBOARD_SIDEBAR,
    myApplications: {
      heading: P.MY_APPLICATIONS_COPY.heading,
      loading: P.MY_APPLICATIONS_COPY.loading,
      failed: P.MY_APPLICATIONS_COPY.failed,
      retry: P.MY_APPLICATIONS_COPY.retry,
      empty: P.MY_APPLICATIONS_COPY.empty,
      start: P.MY_APPLICATIONS_COPY.start,
      submitted: P.MY_APPLICATIONS_COPY.submitted,
      firstChoice: P.MY_APPLICATIONS_COPY.firstChoice,
      secondChoice: P.MY_APPLICATIONS_COPY.secondChoice,
      status: P.MY_APPLICATIONS_COPY.status,
    },
    followUp: {
      timelineLabel: STUDENT_FOLLOW_UP.timelineLabel,
      currentStep: STUDENT_FOLLOW_UP.currentStep,
      doneStep: STUDENT_FOLLOW_UP.doneStep,
      lastMessage: STUDENT_FOLLOW_UP.lastMessage,
      open: STUDENT_FOLLOW_UP.open,
    },
    fields: P.ACCOUNT_FIELD_LABELS,
    headings: P.ACCOUNT_HEADINGS,
    auth: P.AUTH_COPY,
    contact: P.CONTACT_COPY,
    contactLabels: P.CONTACT_LABELS,
    contactSignIn: CONTACT_SIGN_IN_REASON,
  },
  /** Toasts the web shows on its own (docs/product.md#account-flows). */
  toasts: {
    USER_UNAUTHORIZED: M.USER_UNAUTHORIZED,
    REGISTRATION_FAILED: M.REGISTRATION_FAILED,
    SOMETHING_WENT_WRONG_TRY_AGAIN: M.SOMETHING_WENT_WRONG_TRY_AGAIN,
    RESET_PASSWORD_FAILED: M.RESET_PASSWORD_FAILED,
    NOT_AUTHENTICATED_TRY_AGAIN: M.NOT_AUTHENTICATED_TRY_AGAIN,
    SUCCESSFULLY_AUTHENTICATED: M.SUCCESSFULLY_AUTHENTICATED,
    LOGGED_OUT: SHELL_TOASTS.LOGGED_OUT,
    NETWORK_FAILURE: SHELL_TOASTS.NETWORK_FAILURE,
  },
  errors: {
    UNAUTHENTICATED_MESSAGE: E.UNAUTHENTICATED_MESSAGE,
    NOT_FOUND_MESSAGE: E.NOT_FOUND_MESSAGE,
    INTERNAL_ERROR_MESSAGE: E.INTERNAL_ERROR_MESSAGE,
    VALIDATION_FAILED_MESSAGE: E.VALIDATION_FAILED_MESSAGE,
    TOO_MANY_REQUESTS_MESSAGE: E.TOO_MANY_REQUESTS_MESSAGE,
    SERVICE_UNAVAILABLE_MESSAGE: E.SERVICE_UNAVAILABLE_MESSAGE,
    TEXT_TOO_LARGE: U.TEXT_TOO_LARGE,
    MULTIPART_REQUIRED: U.MULTIPART_REQUIRED,
    FORM_TAKES_NO_FILES: U.FORM_TAKES_NO_FILES,
    UPLOAD_MALFORMED: U.UPLOAD_MALFORMED,
    UPLOAD_INTERRUPTED: U.UPLOAD_INTERRUPTED,
  },
  fieldLabels: FIELD_LABELS,
  educationLabels: EDUCATION_FIELD_LABELS,
  educationEntryMessages: EDUCATION_ENTRY_MESSAGES,
  familyLabels: FAMILY_FIELD_LABELS,
  familyEntryMessages: FAMILY_ENTRY_MESSAGES,
  statusLabels: STUDENT_STATUS_LABELS,
  /** Labels the account and contact schemas name in their texts (tooLongText(text('formLabels.Email'), …)). */
  formLabels: {
    Name: 'Name',
    Email: 'Email',
    Subject: 'Subject',
    Message: 'Message',
    Firstname: P.ACCOUNT_FIELD_LABELS.firstname,
    Lastname: P.ACCOUNT_FIELD_LABELS.lastname,
  },
  /** The staff second factor (issue 31): answers and the sign-in screens. */
  mfa: MFA_TEXTS,
} as const;

export type ServerTexts = typeof SERVER_TEXTS;
