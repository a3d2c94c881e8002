import { useEffect, useMemo, useState } from 'react';
import {
  PROGRAMME_CHOICES,
  type ApplicationFormValues,
  type Locale,
  type ProgrammeDetail,
} from '@studychina/contracts';
import { ApiError } from '../api';
import { useLocale } from '../i18n';
import { programmeFactsOf } from './programme-facts';
import { programmeDetail } from './programmes.api';

type Known = Readonly<Record<string, ProgrammeDetail | null>>;
const NONE: Known = {};

/**
 * The programmes the application chose, as the catalogue describes them (null: not in it), for the picker, the
 * eligibility checks and the Review step (docs/product.md#apply-programme-choice). Each is asked once, whatever
 * step the form opens on (a reload on the Review step too), in the page's language: the API answers the French
 * title to a French page, so a change of language asks again and the checks' texts name the programme as the
 * reader knows it. A slug not known yet is not checked.
 */
export function useChosenProgrammes(
  values: Pick<ApplicationFormValues, (typeof PROGRAMME_CHOICES)[number]['programme']>,
) {
  const { locale } = useLocale();
  const [learned, setLearned] = useState<{ locale: Locale; known: Known }>({ locale, known: NONE });
  const programmes = learned.locale === locale ? learned.known : NONE;
  const slugs = PROGRAMME_CHOICES.map((choice) => values[choice.programme].trim()).filter(Boolean);
  const missing = slugs.filter((slug) => !Object.hasOwn(programmes, slug)).join(' ');

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    for (const slug of new Set(missing.split(' '))) {
      const learn = (detail: ProgrammeDetail | null) =>
        setLearned((current) => ({
          locale,
          known: { ...(current.locale === locale ? current.known : NONE), [slug]: detail },
        }));
      programmeDetail(slug, locale, controller.signal).then(learn, (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) learn(null);
      });
    }
    return () => controller.abort();
  }, [missing, locale]);

  const programmeFacts = useMemo(() => programmeFactsOf(programmes), [programmes]);
  return { programmes, programmeFacts };
}
