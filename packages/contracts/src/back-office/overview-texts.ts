// The overview screen's words (docs/product.md#back-office-overview); staff screens are English
// (docs/decisions/0080-i18n-typed-dictionaries.md).

export const OVERVIEW_COPY = {
  nav: 'Overview',
  heading: 'Overview',
  intro: 'Counted from every status change, request and payment of the applications the filters select.',
  from: 'From',
  to: 'To',
  nationality: 'Nationality',
  nationalityHint: 'A country code (NG) or name',
  university: 'University (slug)',
  programme: 'Programme (slug)',
  intake: 'Intake (YYYY-MM)',
  staff: 'Staff member',
  anyone: 'Anyone',
  apply: 'Show',
  clear: 'Clear filters',
  downloadCsv: 'Download CSV',
  downloading: 'Preparing…',
  showTable: 'Table',
  empty: 'Nothing in this range.',
  rest: 'All others',
  none: '(none written)',
  charts: {
    byWeek: {
      title: 'Applications per week by status',
      caption: 'Applications that entered each status, per week (starting Monday)',
    },
    funnel: {
      title: 'Funnel',
      caption: 'Applications that reached each step in the range, and the share of the step before',
    },
    stageDays: {
      title: 'Days in each status',
      caption: 'Median and 90th percentile of the stays that ended in the range',
    },
    corrections: { title: 'Corrections asked for', caption: 'Documents asked for again, most asked first' },
    correctionReasons: { title: 'Why corrections were asked', caption: 'What staff wrote with the requests' },
    byNationality: { title: 'By nationality', caption: 'Applications submitted in the range, top 10 and the rest' },
    byProgramme: { title: 'By programme', caption: 'Applications submitted in the range, top 10 and the rest' },
    payments: { title: 'Payments received', caption: 'Succeeded payments per month and currency' },
    staff: { title: 'Staff work', caption: 'Open applications now and status changes made in the range' },
    staffByWeek: { title: 'Staff decisions per week', caption: 'Status changes each member made, per week' },
  },
  columns: {
    week: 'Week',
    status: 'Status',
    count: 'Applications',
    conversion: 'Of the step before',
    median: 'Median days',
    p90: '90th percentile days',
    stays: 'Stays',
    value: 'Value',
    document: 'Document',
    reason: 'Reason',
    requests: 'Requests',
    month: 'Month',
    currency: 'Currency',
    amount: 'Amount',
    payments: 'Payments',
    name: 'Staff member',
    open: 'Open now',
    decided: 'Status changes',
  },
  /** The chart's accessible name: its title, then where its figures are read. */
  chartLabel: (title: string) => `${title} (chart; the same figures are in the table below)`,
} as const;

/** The Staff screen's words for the manager permission. */
export const MANAGER_PERMISSION_COPY = {
  label: 'Manager',
  hint: 'Managers read the overview: figures, charts and their CSV.',
} as const;
