import fp from 'fastify-plugin';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  renderText,
  type Locale,
  type Text,
} from '@studychina/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of this request's answer (issue 17): Accept-Language when it names one of ours, else the
     * signed-in user's saved locale, else English (so clients that ask nothing see the product's own texts).
     */
    readonly locale: Locale;
    /** A Text in this request's language: the `message` of a success answer (errors: plugins/errors.ts). */
    render(text: Text): string;
  }
}

/**
 * The request's language, and Texts rendered in it (docs/decisions/0106-keyed-icu-messages.md). Answers are
 * written in the request's language where they are made (success answers by `request.render`, errors by the
 * errors plugin); nothing rewrites an answer on its way out. Mails do not pass here: their content functions
 * take the recipient's saved locale.
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
  app.decorateRequest('render', function (this: { locale: Locale }, text: Text): string {
    return renderText(text, this.locale);
  });
});
