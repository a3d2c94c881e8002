import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';

/** PUT /user/locale (issue 17): the signed-in user's language, used for their mails and answers. */
export const localeBodySchema = z.object({ locale: z.enum(LOCALES) });
export type LocaleBody = z.infer<typeof localeBodySchema>;
export const localeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  locale: z.enum(LOCALES),
});
export { LOCALE_SAVED } from './locale-texts.js';
