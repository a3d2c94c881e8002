/**
 * "Delete my account" on the dashboard (issue 31, docs/decisions/0143-account-erasure.md), English; French in
 * ./account-delete.fr.ts. Loaded by the panel alone, so no other page carries them. What it says happens is what
 * the API does (apps/api/src/modules/data-rights/account-erasure.service.ts).
 */
export const ACCOUNT_DELETE_PANEL = {
  title: 'Delete my account',
  intro: 'Deleting your account erases it for good: it cannot be undone. Before you confirm, here is what happens.',
  withdrawn:
    'An application still in progress is withdrawn first: the consultancy and the universities stop work on it.',
  erased:
    'Your account, your applications with their answers, messages and files, your draft, shortlist, alerts and data exports are erased.',
  kept: 'The law makes us keep invoices and payments: their numbers, amounts and dates stay, without your name or any proof file.',
  letters:
    'A letter we issued to you (an admission letter, an offer confirmation) can still be checked on its verification page, with your name masked.',
  start: 'Delete my account…',
  passwordLabel: 'Your password, to confirm',
  confirm: 'Delete my account for good',
  cancel: 'Keep my account',
  offline: 'No connection: your account was not deleted. Try again when you are back online.',
} as const;
