// The retention screen's words (docs/decisions/0144-retention-of-closed-applications.md); staff screens are English
// (docs/decisions/0080-i18n-typed-dictionaries.md), the student's answer for an erased file is keyed (`files.erased`).

export const RETENTION_COPY = {
  nav: 'Retention',
  heading: 'Document retention',
  intro: (months: number) =>
    `The documents of an application closed (admitted, rejected or withdrawn) more than ${months} months ago are ` +
    'erased every night. The application and the list of its files stay: name, type, size and fingerprint.',
  nextRun: 'Next run',
  closedBefore: 'Erases applications closed before',
  totals: (applications: number, files: number, size: string) =>
    `${applications} ${applications === 1 ? 'application' : 'applications'}, ${files} ${files === 1 ? 'file' : 'files'} (${size})`,
  nothing: 'The next run erases nothing.',
  more: (shown: number, total: number) => `The ${shown} closed earliest of ${total} are listed.`,
  table: 'Applications whose documents the next run erases',
  columns: {
    application: 'Application',
    status: 'Status',
    closedAt: 'Closed on',
    files: 'Files',
    size: 'Size',
  },
  loading: 'Loading what the next run erases…',
  failed: 'What the next run erases could not be loaded.',
} as const;
