import { createContext, useContext, useEffect, useState } from 'react';
import { FORM_TEXTS, type FormTexts } from '@studychina/contracts';
import type * as FrenchForm from '@studychina/contracts/fr-form';
import { useLocale } from '../../lib/i18n';

/*
 * The application form's language (issue 17, docs/decisions/0081-french-application-form.md): English
 * from contracts' FORM_TEXTS (the product's own texts, in the /apply chunk as before); French from the lazy
 * `@studychina/contracts/fr-form`, downloaded by French visitors of /apply only (not on home). Messages
 * (our checks' errors) are Texts in the form's state, rendered by key where they are shown with
 * useLocale().msg, so a change of language mid-form changes them too; the API's answers are shown as it
 * wrote them, in the request's language (docs/decisions/0109-checks-raise-texts.md).
 */

export interface FormLanguage {
  texts: FormTexts;
}

const ENGLISH: FormLanguage = { texts: FORM_TEXTS };

let french: FormLanguage | null = null;
/** Loads the form's French once (the page waits for it before showing the form to a French visitor). */
export async function loadFormFrench(): Promise<FormLanguage> {
  if (french) return french;
  const module: typeof FrenchForm = await import('@studychina/contracts/fr-form');
  french ??= { texts: module.FORM_TEXTS_FR as FormTexts };
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
/** The form's texts, for the step components. */
export const useFormLanguage = (): FormLanguage => useContext(FormLanguageContext);
