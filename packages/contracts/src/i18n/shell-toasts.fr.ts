import type { ShellToasts } from './shell-toasts.js';
import type { Translation } from './translation.js';

/** French of ./shell-toasts.ts: shipped with the French site texts (./fr.ts) and, keyed, in the French of messages. */
export const SHELL_TOASTS_FR: Translation<ShellToasts> = {
  LOGGED_OUT: 'Déconnexion réussie !',
  NETWORK_FAILURE: 'Impossible de joindre notre serveur. Vérifiez votre connexion Internet et réessayez.',
};
