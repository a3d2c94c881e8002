import { LOGGED_OUT } from '../messages.js';
import { NETWORK_FAILURE } from '../api-paths.js';

/**
 * The toasts any page may show, keyed 'toasts.…' (./server-texts.ts): the header's Logout and the failure of a call
 * that got no answer. A part of the keyed catalogue that ships with the site's shell: its English is in the first
 * download, its French (./shell-toasts.fr.ts) in the French site texts a French visit loads before its first render
 * (./fr.ts), so the web shows them at once in both languages, never the English while the French of messages loads
 * (docs/decisions/0116-texts-by-key-to-the-end.md). The account pages' own toasts are read on those pages by key,
 * with their labels (ACCOUNT_TOASTS, ../page-labels.ts).
 */
export const SHELL_TOASTS = { LOGGED_OUT, NETWORK_FAILURE } as const;
export type ShellToasts = typeof SHELL_TOASTS;
