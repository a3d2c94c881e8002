import type { ControlTexts } from './control-texts.js';
import type { Translation } from './translation.js';

/** French of ./control-texts.ts. Country names themselves come from Intl.DisplayNames in the web. */
export const CONTROL_TEXTS_FR: Translation<ControlTexts> = {
  password: {
    show: 'Afficher',
    hide: 'Masquer',
    showLabel: 'Afficher le mot de passe',
    hideLabel: 'Masquer le mot de passe',
  },
  phone: { countryCode: 'Indicatif du pays', popular: 'Les plus choisis', allCountries: 'Tous les pays' },
};
