// Texts of the back office's content screens (issue 29): the content home, each kind's list and the editor.
// Staff read English (docs/decisions/0080-i18n-typed-dictionaries.md); free of zod, so the back office's chunk
// imports them without the schemas. docs/product.md#content-management.
import type { ContentKind, ContentStatus } from '../content/content-kinds.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CONTENT_COPY = {
  heading: 'Content',
  intro: 'Everything the public site shows, as drafts you publish. Published changes are live within seconds.',
  kinds: {
    universities: 'Universities',
    programmes: 'Programmes',
    intakes: 'Intakes',
    scholarships: 'Scholarships',
    rates: 'Exchange rates',
    majors: 'Majors',
    heroes: 'Hero slides',
    testimonials: 'Testimonials',
    pages: 'Pages',
    faq: 'FAQ',
  } satisfies Record<ContentKind, string>,
  kindsLabel: 'Kinds of content',
  itemCount: (n: number) => plural(n, 'item', 'items'),
  /** A kind whose editing has not reached this instance's API yet (its routes answer 404). */
  notManaged: 'Not editable yet',
  frenchQueue: 'French missing or older than English',
  frenchQueueEmpty: 'Every item has its French, as recent as its English.',
  loading: 'Loading the content',
  failed: 'The content could not be loaded.',
  retry: 'Try again',
} as const;

export const CONTENT_STATUS_LABELS = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
} as const satisfies Record<ContentStatus, string>;

export const CONTENT_LIST_COPY = {
  search: 'Search',
  searchHint: 'Title, name or slug',
  status: 'Status',
  allStatuses: 'Any status',
  apply: 'Search',
  new: 'New',
  title: 'Title',
  state: 'State',
  updated: 'Last saved',
  kind: 'Kind',
  hasChanges: 'Changes not published',
  frenchMissing: 'French missing',
  frenchOutdated: 'French older than English',
  empty: 'Nothing matches these filters.',
  /** The list's scrolling region: "Programmes found" (the page's own name is the kind's). */
  found: (kind: string) => `${kind} found`,
  backToContent: 'All content',
  page: (current: number, last: number, total: number) =>
    `Page ${current} of ${last} (${plural(total, 'item', 'items')})`,
  previous: 'Previous',
  next: 'Next',
} as const;

export const CONTENT_EDITOR_COPY = {
  newTitle: (kind: string) => `New: ${kind}`,
  english: 'English',
  french: 'French',
  /** The heading of the fields that are the same in both languages (figures, slugs, choices). */
  bothLanguages: 'Both languages',
  frenchMissing: 'French missing',
  /** The accessible name of a French input: "Title (French)". */
  frenchOf: (label: string) => `${label} (French)`,
  none: 'None',
  amountHint: (currency: string) => `In ${currency}, as people write it (12500.50)`,
  currency: 'Currency',
  amount: 'Amount',
  onePerLine: 'One per line',
  add: (label: string) => `Add to ${label}`,
  remove: 'Remove',
  /** One entry of a repeatable group: "Documents 2". */
  entry: (label: string, n: number) => `${label} ${n}`,
  save: 'Save draft',
  create: 'Create draft',
  saving: 'Saving…',
  saved: 'Draft saved.',
  created: 'Draft created.',
  figuresChecked: 'Figures checked',
  figuresHint: 'Tick when you have checked every figure against its source: saving records today as the day checked.',
  figuresLastChecked: (day: string) => `Figures last checked on ${day}.`,
  figuresNeverChecked: 'The figures have never been checked.',
  publish: 'Publish',
  published: 'Published: the public site shows it within seconds.',
  unpublish: 'Unpublish',
  unpublished: 'Unpublished: the public site no longer shows it.',
  saveFirst: 'Save your changes first: preview and publish use the saved draft.',
  readOnly: 'You can read this item. Editing and publishing need the editor permission.',
  problems: 'Some fields need correcting: each says what is wrong below it.',
  /** A 409 EDIT_CONFLICT: the API's message, then this button. */
  reload: 'Reload the saved draft',
  reloadHint: 'Your text stays on the screen until you reload: copy what you want to keep.',
  version: (n: number) => `Version ${n}`,
  liveVersion: (n: number) => `Version ${n} is live.`,
  neverPublished: 'Never published.',
  history: 'History',
  historyEmpty: 'No version has been published yet.',
  historyLoading: 'Loading the versions',
  publishedOn: (day: string, by: string | null) => (by ? `Published on ${day} by ${by}` : `Published on ${day}`),
  live: 'Live',
  restore: 'Restore',
  restoreLabel: (n: number) => `Restore version ${n}`,
  restoreConfirm: (n: number) =>
    `Make version ${n} the draft? The draft's current text is replaced (it stays in the audit trail).`,
  restoreYes: 'Restore it',
  cancel: 'Cancel',
  restored: (n: number) => `Version ${n} is the draft again. Publish it to make it live.`,
  preview: 'Preview',
  closePreview: 'Close the preview',
  previewIn: (language: string) => `Preview in ${language}`,
  previewLoading: 'Loading the preview',
  previewNote: 'The saved draft, as the public page would show it. Nothing here is live.',
  /** The group of buttons opening the draft's public page, rendered by the server, in a new tab. */
  pagePreview: 'The public page',
  pageNote: 'Opens the saved draft as its public page in a new tab, marked “Preview — not published”.',
  openPage: (language: string) => `Open the page in ${language}`,
  loading: 'Loading the item',
  failed: 'The item could not be loaded.',
  upload: 'Upload an image',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: 'Image uploaded: save the draft to keep it.',
  imageTooLarge: 'This image is over 10 MiB: choose a smaller one.',
  imageHint: 'JPEG, PNG, WebP or AVIF, up to 10 MiB.',
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
} as const;

/**
 * Field labels that read better than the field's name, per kind (a field `x` and its French `xFr` share one).
 * Nested fields are named by their path without indexes ("documents.note"). Other fields get a label from
 * their name (contentFieldLabel).
 */
export const CONTENT_FIELD_LABELS: Partial<Record<ContentKind, Record<string, string>>> = {
  programmes: {
    slug: 'Address (slug)',
    universitySlug: 'University (its slug)',
    majorId: 'Major (its number)',
    durationMonths: 'Duration (months)',
    tuitionPerYear: 'Tuition per year',
    applicationFee: 'Application fee',
    serviceFee: 'Service fee',
    ageMin: 'Minimum age',
    ageMax: 'Maximum age',
    minPreviousDegree: 'Previous degree required',
    hskLevel: 'HSK level',
    ieltsMin: 'IELTS minimum',
    toeflMin: 'TOEFL minimum',
    duolingoMin: 'Duolingo minimum',
    minGrade: 'Minimum grade',
    requirementNotes: 'Other requirements',
    documents: 'Documents to upload',
    'documents.note': 'Note',
  },
  universities: {
    slug: 'Address (slug)',
    nameZh: 'Name in Chinese',
    citySlug: 'City (its slug)',
    founded: 'Year founded',
    internationalStudents: 'International students (number)',
    website: 'Website address',
    coverImage: 'Cover image',
    accommodation: 'Accommodation options',
    'accommodation.roomType': 'Room type',
    'accommodation.priceMin': 'Lowest price',
    'accommodation.priceMax': 'Highest price',
    'accommodation.period': 'Price per',
  },
  scholarships: {
    slug: 'Address (slug)',
    tuitionCoveragePercent: 'Tuition covered (%)',
    stipendMonthly: 'Monthly stipend',
    universitySlugs: 'Universities (their slugs)',
    programmeSlugs: 'Programmes (their slugs)',
    deadline: 'Application deadline',
    coversAccommodation: 'Covers accommodation',
    coversInsurance: 'Covers insurance',
    howToApply: 'How to apply',
  },
  intakes: {
    programmeSlug: 'Programme (its slug)',
    start: 'Start',
    deadline: 'Application deadline',
    closed: 'Closed to applications',
  },
  rates: { currency: 'Currency', perCny: 'Amount for one yuan (CNY)', asOf: 'Day of the rate' },
  majors: {
    shortDesc: 'Short description',
    trending: 'Trending',
    position: 'Position in the list (smallest first)',
  },
  heroes: {
    subTitle: 'Subtitle',
    heroImage: 'Image',
    position: 'Position in the carousel (smallest first)',
  },
  testimonials: {
    name: 'Name of the person',
    detail: 'Detail under the name',
    position: 'Position on the home page (smallest first)',
  },
  faq: { position: 'Position within its topic (smallest first)' },
  pages: {
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    addressZh: 'Address in Chinese',
    'admission.ready': 'Closing sentence, with two links',
    'admission.ready.before': 'Text before the first link',
    'admission.ready.majorsLink': 'First link (to the majors)',
    'admission.ready.between': 'Text between the links',
    'admission.ready.applyLink': 'Second link (to apply)',
    'admission.ready.after': 'Text after the second link',
    notLegalAdvice: 'Not legal advice (the notice)',
    documentsNote: 'Note under the documents',
  },
};

/** "tuitionPerYear" → "Tuition per year"; a French twin is labelled as its English ("titleFr" → "Title"). */
export function readableFieldName(name: string): string {
  const english = name.length > 2 && name.endsWith('Fr') ? name.slice(0, -2) : name;
  const words = english
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field of a kind: its path ("documents.0.noteFr") read through CONTENT_FIELD_LABELS first. */
export function contentFieldLabel(kind: ContentKind, path: string): string {
  const plain = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .map((part) => (part.length > 2 && part.endsWith('Fr') ? part.slice(0, -2) : part));
  const labels = CONTENT_FIELD_LABELS[kind] ?? {};
  const name = plain.at(-1) ?? path;
  const own = labels[plain.join('.')] ?? labels[name];
  if (own) return own;
  // The pages' section headings: "missionTitle" → "Mission (section heading)".
  const heading = /^([a-z]+)Title$/.exec(name);
  return heading ? `${readableFieldName(heading[1]!)} (section heading)` : readableFieldName(name);
}

/** The kind list's spreadsheet panel (universities, programmes, intakes): export, and an editor's import. */
export const CONTENT_TRANSFER_COPY = {
  title: 'Spreadsheet',
  lead: 'Export the published items to edit them in a spreadsheet, then import the file back. Check a file first: nothing is written until every row is right, and then all rows are published at once.',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export Excel (XLSX)',
  file: 'File to import (CSV or XLSX, up to 5 MiB)',
  check: 'Check the file',
  import: 'Import and publish',
  working: 'Reading the file…',
  checked: (rows: number, created: number, updated: number, unchanged: number) =>
    `${rows} rows: ${created} new, ${updated} changed, ${unchanged} unchanged.`,
  checkedClean: 'No problems: the file can be imported.',
  imported: (created: number, updated: number) => `Imported and published: ${created} new, ${updated} changed.`,
  problems: 'Problems in the file (nothing was written)',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  failed: 'The file could not be read.',
  chooseFile: 'Choose a file first.',
} as const;
