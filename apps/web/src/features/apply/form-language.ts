import { createContext, useContext, useEffect, useState } from 'react';
import { FORM_TEXTS, textPairs, type FormTexts } from '@studychina/contracts';
import type * as FrenchForm from '@studychina/contracts/fr-form';
import { useLocale } from '../../lib/i18n';

/*
 * The application form's language (issue 17, docs/decisions/0081-french-application-form.md): English
 * from contracts' FORM_TEXTS (the product's own texts, in the /apply chunk as before); French from the lazy
 * `@studychina/contracts/fr-form`, downloaded by French visitors of /apply only (not on home). Messages
 * (our checks' texts, the API's answers) are kept in English in the form's state and translated where
 * they are shown, so a change of language mid-form changes them too; the API's French answers pass
 * through unchanged.
 */

export interface FormLanguage {
  texts: FormTexts;
  /** A message of contracts (a check's text, an answer's) in the form's language. */
  t(text: string): string;
}

const ENGLISH: FormLanguage = { texts: FORM_TEXTS, t: (text) => text };

let french: FormLanguage | null = null;
/** Loads the form's French once (the page waits for it before showing the form to a French visitor). */
export async function loadFormFrench(): Promise<FormLanguage> {
  if (french) return french;
  const module: typeof FrenchForm = await import('@studychina/contracts/fr-form');
  // The form's own messages (upload and submit outcomes) by their pairs, the rest by contracts' translator.
  const own = new Map(textPairs(FORM_TEXTS, module.FORM_TEXTS_FR));
  french ??= { texts: module.FORM_TEXTS_FR as FormTexts, t: (text) => own.get(text) ?? module.inFrench(text) };
  return french;
}

/** ApplyPage's: the form's language, or null while a French visitor's texts are on their way. */
export function useFormLanguageLoader(): FormLanguage | null {
  const { locale } = useLocale();
  const [, setLoaded] = useState(Boolean(french));
  // A chunk that cannot be fetched (offline): the form in English rather than a spinner for ever.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (locale === 'fr' && !french)
      loadFormFrench().then(
        () => setLoaded(true),
        () => setFailed(true),
      );
  }, [locale]);
  if (locale !== 'fr' || failed) return ENGLISH;
  return french;
}

export const FormLanguageContext = createContext<FormLanguage>(ENGLISH);
/** The form's texts and message translator, for the step components. */
export const useFormLanguage = (): FormLanguage => useContext(FormLanguageContext);
