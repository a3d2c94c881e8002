/*
 * Our own helper texts on the application form and the applications list. They live in contracts with
 * their French (FORM_TEXTS, issue 17); the form's components read them through useFormLanguage().
 */
import { STUDENT_STATUS_LABELS } from '@studychina/contracts';

export { ACCEPT_HINTS, APPLY_COPY } from '@studychina/contracts';

/** The workflow's statuses as the student reads them (docs/product.md#back-office-statuses-and-workflow). */
export const STATUS_LABELS: Record<string, string> = STUDENT_STATUS_LABELS;

// The dashboard list's texts live in contracts (page-labels.ts) with their French (issue 17).
export { MY_APPLICATIONS_COPY } from '@studychina/contracts';
