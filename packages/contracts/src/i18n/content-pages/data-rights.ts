/**
 * The account's data rights on the dashboard (issue 31, docs/decisions/0137-students-data-rights.md), English; French in
 * ./data-rights.fr.ts. Loaded by the panel alone, so no other page carries them.
 */
export const DATA_RIGHTS_PANEL = {
  title: 'Your data',
  exportHint:
    'Get a copy of everything we keep about you: your account, applications, their messages, invoices and every file you uploaded, in one ZIP file. We e-mail you a link to it, valid for 7 days.',
  exportButton: 'Download my data',
  exportReady: 'Your copy is ready.',
  downloadButton: 'Download the ZIP file',
  exportGone: 'This link has expired or is not yours. Ask for a new copy.',
  privacyLink: 'How we use and keep your data',
} as const;
