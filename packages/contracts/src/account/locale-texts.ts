/**
 * PUT /user/locale's answer text, zod-free: the browser's French messages chunk pairs it with its French
 * (i18n/server-texts.ts), and importing the schemas' module there would bring zod, whose eval probe the
 * site's Content-Security-Policy reports on every French page.
 */
export const LOCALE_SAVED = 'Your language has been saved.';
