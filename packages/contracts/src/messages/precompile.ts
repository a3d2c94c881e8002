import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../i18n/locales.js';
import { messageSource, type MessageAst, type Precompiled } from './format.js';
import { MESSAGES_EN } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import { CATALOGUE_PAGES_EN } from './catalogue-pages.en.js';
import { CATALOGUE_TEXTS_EN } from './catalogue-texts.en.js';

/**
 * Whether the web can show a message: every key but the mails' (`mail.…`) and the document verification's
 * (`verify.…`, a page the server writes), which only the API renders, so the web's bundle leaves their ASTs out
 * (docs/decisions/0116-texts-by-key-to-the-end.md).
 */
export const shownOnTheWeb = (key: string): boolean => !key.startsWith('mail.') && !key.startsWith('verify.');

/**
 * Every message with placeholders parsed into its AST, in each language, from the catalogues as they are
 * (docs/decisions/0111-messages-precompiled-for-the-web.md): run at build time by the web's bundler, so a key
 * added to the catalogue is precompiled with no list to keep. Parsed by intl-messageformat itself, with the
 * options it parses with at run time, so a message renders the same from its AST as from its source
 * (precompile.test.ts renders every key both ways).
 */
export function precompileMessages(keep: (key: string) => boolean = () => true): Precompiled {
  const compile = (locale: Locale): Record<string, MessageAst> =>
    Object.fromEntries(
      Object.keys(MESSAGES_EN)
        .filter(keep)
        .flatMap((key) => {
          const message = messageSource(MESSAGES_EN, MESSAGES_FR, key, locale);
          return message.includes('{') ? [[key, new IntlMessageFormat(message, locale).getAst()]] : [];
        }),
    );
  return { en: compile('en'), fr: compile('fr') };
}

/**
 * The catalogue pages' messages alone (./catalogue-pages.ts's formatter): the catalogue's chunk carries these
 * ASTs, not those of every message (./precompiled-catalogue.ts).
 */
export function precompileCatalogueMessages(): Precompiled {
  const own = new Set(Object.keys({ ...CATALOGUE_TEXTS_EN, ...CATALOGUE_PAGES_EN }));
  return precompileMessages((key) => own.has(key));
}
