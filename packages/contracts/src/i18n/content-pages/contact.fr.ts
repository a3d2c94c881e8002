import type { Translation } from '../translation.js';
import type { CONTACT_PAGE } from './contact.js';

/** French of ./contact.ts; the French of messages (../server-texts.fr.ts) reuses it, so each text has one French. */
export const CONTACT_PAGE_FR: Translation<typeof CONTACT_PAGE> = {
  copy: {
    bannerTitle: 'Contact',
    heading: 'Nous contacter',
    intro:
      'Des questions sur l’admission, les bourses ou votre candidature ? Écrivez-nous : nous vous répondrons par e-mail.',
    addressTitle: 'Notre bureau',
    phoneTitle: 'Appelez-nous',
    emailTitle: 'Écrivez-nous',
    loginHint: 'Connectez-vous pour envoyer un message.',
    formTitle: 'Envoyez-nous un message',
  },
  labels: {
    name: 'Votre nom',
    email: 'Votre e-mail',
    subject: 'Objet',
    message: 'Saisissez votre message ici',
  },
  sendMessage: 'Envoyer le message',
  signInReason:
    'Nous répondons à chaque message par e-mail sur votre compte : connectez-vous d’abord. Ce que vous avez saisi ici est conservé pendant ce temps.',
};
