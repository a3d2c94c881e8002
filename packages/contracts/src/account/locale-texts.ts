/**
 * The answer of PUT /user/locale, zod-free: the French messages chunk (`@studychina/contracts/fr-messages`)
 * reaches it through the server catalogue, and a zod schema in that chunk would both weigh ~25 KiB and
 * make zod probe `new Function` at load, which the site's Content-Security-Policy reports (issue 17).
 */
export const LOCALE_SAVED = 'Your language has been saved.';
