import { frenchOf } from './catalogue.js';
import type { ChoiceTextsEn } from './choice-texts.en.js';

/** French of ./choice-texts.en.ts. */
export const CHOICE_TEXTS_FR = frenchOf<ChoiceTextsEn>()({
  'choice.unknownProgramme': 'Aucun programme « {slug} » dans notre catalogue : choisissez-en un dans la liste.',
  'choice.unknownIntake': '{programme} : aucune rentrée en {start}. Choisissez une de ses rentrées.',
  'choice.intakeClosed':
    '{programme} : les candidatures pour la rentrée de {start, date, ::MMMMyyyy} sont closes. Choisissez une rentrée plus tardive ou un autre programme.',
  'choice.age':
    '{programme} : ce programme accueille des étudiants de {min, number} à {max, number} ans à la rentrée ; vous aurez {age, number} ans en {start, date, ::MMMMyyyy}. Choisissez un autre programme.',
  'choice.passport':
    'Votre passeport doit être valide au moins jusqu’au {day, date, ::dMMMMyyyy}, six mois après le début de {programme} : faites-le renouveler, puis indiquez le numéro et la date d’expiration du nouveau passeport.',
});
