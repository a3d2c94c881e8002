import fp from 'fastify-plugin';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  localizeServerText,
  type Locale,
} from '@studychina/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of this request's answer (issue 17): Accept-Language when it names one of ours, else the
     * signed-in user's saved locale, else English (so clients that ask nothing see the product's own texts).
     */
    readonly locale: Locale;
  }
}

type Payload = { message?: unknown; errors?: unknown };

/** The answer's `message` and field `errors` in `locale` (the `code`s never change). */
export function localizePayload(payload: unknown, locale: Locale): unknown {
  if (locale === DEFAULT_LOCALE || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return payload;
  }
  const { message, errors } = payload as Payload;
  if (typeof message !== 'string' && (typeof errors !== 'object' || errors === null)) return payload;
  const localized: Payload = { ...payload };
  if (typeof message === 'string') localized.message = localizeServerText(message, locale);
  if (typeof errors === 'object' && errors !== null) {
    localized.errors = Object.fromEntries(
      Object.entries(errors).map(([field, texts]) => [
        field,
        Array.isArray(texts) ? texts.map((t) => (typeof t === 'string' ? localizeServerText(t, locale) : t)) : texts,
      ]),
    );
  }
  return localized;
}

/**
 * Answers in the asker's language. Services and schemas keep producing English; this hook translates
 * every object answer on its way out (errors included), so no route needs to know about languages.
 * Mails do not pass here: their content functions take the recipient's saved locale.
 */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', {
    getter(this: { headers: Record<string, unknown>; account?: { locale?: string } | null }): Locale {
      const asked = localeFromAcceptLanguage(this.headers['accept-language'] as string | undefined);
      if (asked) return asked;
      const saved = this.account?.locale;
      return isLocale(saved) ? saved : DEFAULT_LOCALE;
    },
  });
  app.addHook('preSerialization', async (request, _reply, payload) => localizePayload(payload, request.locale));
});
