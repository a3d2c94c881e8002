/*
 * Our own helper texts on the application form and the applications list. The product's texts (titles,
 * labels, buttons, messages) come from @studychina/contracts; these only guide the applicant.
 */
import { STUDENT_STATUS_LABELS } from '@studychina/contracts';

export const APPLY_COPY = {
  addFirstEducation: 'Add an education entry',
  addFirstFamilyMember: 'Add a family member',
  educationHint: 'List the schools you attended, most recent first.',
  familyHint: 'Give at least two family members (for example your parents).',
  workExperienceHint: 'Needed because you hold (or are completing) a PhD.',
  chooseFile: 'Choose a file',
  chooseFiles: 'Choose files',
  dropOne: 'or drop it here',
  dropMany: 'or drop them here',
  oneFile: 'one file',
  severalFiles: 'one or more files',
  remove: 'Remove',
  notGiven: '—',
  edit: 'Edit',
  uploading: (percent: number) => `Uploading your application… ${percent}%`,
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  majorHint: 'Pick from the list or type any major.',
  documentsHint:
    'Clear photos or scans. Images: JPG, PNG or WebP. Documents: PDF (Research Proposal: PDF, DOC or DOCX).',
} as const;

/** File type names for the hint under each list (from the list's accept filter). */
export const ACCEPT_HINTS: Record<string, string> = {
  images: 'JPG, PNG or WebP image',
  imagesOrPdf: 'image or PDF',
  pdf: 'PDF',
  documents: 'PDF, DOC or DOCX',
};

/** The workflow's statuses as the student reads them (docs/product.md#back-office-statuses-and-workflow). */
export const STATUS_LABELS: Record<string, string> = STUDENT_STATUS_LABELS;

// The dashboard list's texts live in contracts (page-labels.ts) with their French (issue 17).
export { MY_APPLICATIONS_COPY } from '@studychina/contracts';
