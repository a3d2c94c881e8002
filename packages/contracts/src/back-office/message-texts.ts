// Texts of the status mail preview, the message templates and their screen (issue 34), free of zod so the
// back office's chunk imports them without the schemas. Staff-only: English.
// docs/product.md#back-office-message-templates.
import type { ApplicationStatus } from './workflow.js';

/** The statuses staff move applications to (TRANSITIONS' staff targets; a test keeps the two equal). */
export const TEMPLATE_STATUSES = [
  'under_review',
  'action_required',
  'forwarded_to_university',
  'admitted',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_TITLE_MAX_LENGTH = 100;

// Answers and refusals of /admin/templates
export const TEMPLATE_CREATED_MESSAGE = 'Template added.';
export const TEMPLATE_UPDATED_MESSAGE = 'Template saved.';
export const TEMPLATE_DELETED_MESSAGE = 'Template deleted.';
export const TEMPLATE_NOT_FOUND_MESSAGE = 'No message template has this id.';
export const TEMPLATE_STATUS_INVALID_MESSAGE = 'Choose a status staff can move an application to.';
export const TEMPLATE_TITLE_REQUIRED_MESSAGE = 'A title is required.';
export const TEMPLATE_MESSAGE_EN_REQUIRED_MESSAGE = 'The message in English is required.';
export const TEMPLATE_MESSAGE_FR_REQUIRED_MESSAGE = 'The message in French is required.';

/** The languages a student reads, as staff see them named. */
export const STUDENT_LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const;

/** The status panel's preview of the student's mail (the API builds it: the real mail). */
export const MAIL_PREVIEW_COPY = {
  hint: 'The e-mail appears here as soon as you write the message.',
  loading: 'Preparing the preview',
  language: (language: string) => `In ${language}, the student's language`,
  subject: 'Subject',
  failed: 'The preview could not be made.',
} as const;

/** The status panel's template picker. */
export const TEMPLATE_PICKER_COPY = {
  label: (language: string) => `Start from a template (fills the message in ${language})`,
  choose: 'Choose a template',
} as const;

/** /admin/templates (admins). */
export const TEMPLATES_COPY = {
  heading: 'Message templates',
  intro:
    "Ready-made messages for status changes. In an application's status panel, staff pick one and it fills the message in the student's language; they can still edit it before sending.",
  add: 'Add a template',
  edit: 'Edit',
  editing: (title: string) => `Edit "${title}"`,
  save: 'Save template',
  create: 'Add template',
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: (title: string) => `Delete "${title}"`,
  confirmDelete: (title: string) => `Delete the template "${title}"? Staff will no longer be offered it.`,
  yesDelete: 'Yes, delete',
  keep: 'Keep it',
  status: 'Status',
  title: 'Title (what staff see in the list)',
  messageEn: 'Message in English',
  messageFr: 'Message in French',
  position: 'Order in the list',
  updated: (name: string, day: string) => `Updated ${day} by ${name}`,
  updatedOn: (day: string) => `Updated ${day}`,
  empty: 'No template for this status yet.',
  loading: 'Loading the templates',
  failed: 'The templates could not be loaded.',
  retry: 'Try again',
} as const;
