/**
 * How long the documents of a closed application are kept (issue 31): the API's RETENTION_MONTHS defaults
 * to this, and the privacy notice (../i18n/content-pages/privacy.ts) says it. docs/decisions/0137-students-data-rights.md.
 */
export const DEFAULT_RETENTION_MONTHS = 24;
