import { CHOICE_LABELS } from '../i18n/choice-labels.js';
import { DEGREE_CHOICES } from './fields.js';

/*
 * Our own helper texts on the application form (they only guide the applicant; the product's titles,
 * labels, buttons and messages are the product's own, in ./application-texts.ts, ./labels.ts and ../messages.ts).
 * Here, not in the web app, so that their French (../i18n/form-texts.fr.ts) is typed by them (issue 17).
 */

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
  /** Under the date of a document that expires (docs/product.md#apply-document-dates). */
  documentDateHint: 'The date written on the document: it must be at most six months old when you submit.',
  /** The programme picker of step 1 (docs/product.md#apply-programme-choice). */
  programmeHint: 'Optional: search our catalogue by programme, university or city. Its major fills the major field.',
  programmeSearch: 'Search programmes',
  programmeNoMatch: 'No programme matches this search.',
  programmeRemove: 'Remove this choice',
  intakeChoose: 'Choose an intake',
  /** An intake in the picker: its start month and the last day to apply, or that it is closed. */
  intakeOption: (month: string, deadline: string, open: boolean) =>
    open ? `${month} (apply by ${deadline})` : `${month} (closed)`,
  eligibilityTitle: 'Before you apply to this programme:',
  /** A select's empty first option (the degree of an education entry). */
  select: 'Select…',
  /** The heading of the sponsor's part of step 2 (docs/product.md#apply-more-info). */
  financialSponsor: 'Financial sponsor',
  /** The groups of Degree Awarded's choices (docs/product.md#apply-education). */
  degreeGroups: { school: 'School-leaving certificates', higher: 'Diplomas and university degrees' },
  /** Beside a listed error of another step (docs/product.md#apply-errors): the way to it. */
  goToStep: (step: number, title: string) => `Go to step ${step}: ${title}`,
} as const;

/** File type names for the hint under each list (from the list's accept filter). */
export const ACCEPT_HINTS = {
  images: 'JPG, PNG or WebP image',
  imagesOrPdf: 'image or PDF',
  pdf: 'PDF',
  documents: 'PDF, DOC or DOCX',
} as const;

/**
 * What Degree Awarded's choices read as in English (the values sent stay as they are): the specification's
 * three keep their own text; ours say what the abbreviation stands for (docs/product.md#apply-education). The
 * English column of the one mapping of choices to labels (../i18n/choice-labels.ts).
 */
export const DEGREE_LABELS = /* #__PURE__ */ Object.fromEntries(
  DEGREE_CHOICES.map((value) => [value, CHOICE_LABELS[value].en]),
) as Record<(typeof DEGREE_CHOICES)[number], string>;
