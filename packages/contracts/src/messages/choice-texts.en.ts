/**
 * Applying to a programme (issue 28, docs/product.md#apply-programme-choice): why a chosen programme or intake
 * is refused, each saying what to do, as ICU messages by key (docs/decisions/0106-keyed-icu-messages.md). Part
 * of ./values.en.ts; ./choice-texts.fr.ts is typed by it. Months and days are dates (`::MMMMyyyy`).
 */
export const CHOICE_TEXTS_EN = {
  'choice.unknownProgramme': 'There is no programme "{slug}" in our catalogue: choose one from the list.',
  'choice.unknownIntake': '{programme} has no intake starting {start}: choose one of its intakes.',
  'choice.intakeClosed':
    'Applications for {programme} starting in {start, date, ::MMMMyyyy} are closed: choose a later intake or another programme.',
  'choice.age':
    '{programme} takes students aged {min, number, ::group-off} to {max, number, ::group-off} when it starts; you will be {age, number, ::group-off} in {start, date, ::MMMMyyyy}: choose another programme.',
  'choice.passport':
    'Your passport must be valid until at least {day, date, ::dMMMMyyyy}, six months after {programme} starts: renew it, then enter the new passport number and expiry date.',
} as const;

export type ChoiceTextsEn = typeof CHOICE_TEXTS_EN;
