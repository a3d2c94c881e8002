import {
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  FILE_LIST_NAMES,
  SHOW_LEGAL_AFFIRMATION,
  STEP_FIELDS,
  DOCUMENT_DATE_FIELDS,
  WORK_EXPERIENCE_FIELDS,
  isCountryCode,
  needsWorkExperience,
  type ApplicationTextField,
} from '@studychina/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { countryName } from '../../../lib/countries';
import { useLocale } from '../../../lib/i18n';
import { fieldSpec, EDUCATION_SPECS } from '../field-config';
import { FilePreview } from '../FilePreview';
import { programmeAnswer } from '../../../lib/programme-choices/ChosenStudy';
import { useApplyForm } from '../form-context';
import { useFormLanguage } from '../form-language';
import { LegalAffirmation } from '../LegalAffirmation';
import { entryTitle } from './EntryList';

type Row = [label: string, value: string];

function Rows({ rows }: { rows: Row[] }) {
  const { copy } = useFormLanguage().texts;
  return (
    <dl className="review-list">
      {rows.map(([label, value], i) => (
        <div key={`${label}-${i}`} className="review-row">
          <dt>{label}</dt>
          <dd>{value.trim() || copy.notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ step, title, children }: { step: number; title?: string; children: ReactNode }) {
  const { goTo } = useApplyForm();
  const { stepTitles, copy } = useFormLanguage().texts;
  const heading = title ?? stepTitles[step];
  return (
    <section className="review-section">
      <div className="review-head">
        <h4>{heading}</h4>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={`${copy.edit} ${heading}`}
          onClick={() => goTo(step)}
        >
          {copy.edit}
        </button>
      </div>
      {children}
    </section>
  );
}

/**
 * A value as the Review step shows it: a choice by its label in the form's language (the value sent is
 * unchanged), a date in the form's language (French: « 3 février 2001 »; English: as entered), a country
 * by its name, a programme by its title (French on a French form) and university as the catalogue answers
 * them, not its slug, and an intake by its month ("September 2027") (docs/product.md#apply-review).
 */
function useShownValue(): (name: string, control: string | undefined, value: string) => string {
  const { choices, dateValue } = useFormLanguage().texts;
  const { programmes } = useApplyForm();
  const { locale } = useLocale();
  const chosen = programmeAnswer(programmes, locale);
  return (name, control, value) => {
    const programme = chosen(name, value);
    if (programme !== null) return programme;
    if (control === 'date') return dateValue(value);
    if (control === 'country') return isCountryCode(value) ? countryName(value, locale) : value;
    if (control === 'radio' || control === 'select') return (choices as Record<string, string>)[value] ?? value;
    return value;
  };
}

/**
 * The consent statement, right above Submit: pressing Submit agrees to it, and the submit sends its version
 * (../server-draft.api.ts; docs/decisions/0137-students-data-rights.md).
 */
function Consent() {
  const { consent } = useFormLanguage().texts;
  return (
    <section className="review-section review-consent" aria-labelledby="review-consent-title">
      <h4 id="review-consent-title">{consent.title}</h4>
      <p>{consent.statement}</p>
      <p>
        <Link to="/privacy" className="link" target="_blank">
          {consent.privacyLink}
        </Link>
      </p>
    </section>
  );
}

/** Step 6 (docs/product.md#apply-review): everything entered and chosen, read-only, with a way back to each step. */
export function ReviewStep() {
  const { values, files } = useApplyForm();
  const { texts } = useFormLanguage();
  const shown = useShownValue();
  const label = (name: string) => (texts.fieldLabels as Record<string, string>)[name] ?? name;
  const textRows = (names: readonly ApplicationTextField[]): Row[] =>
    names.map((name) => [
      label(name),
      shown(name, fieldSpec(name).control, values[name as keyof typeof values] as string),
    ]);
  const education = entryTitle(texts.entryTitles.education);
  const family = entryTitle(texts.entryTitles.family);
  return (
    <div className="review">
      <Section step={0}>
        <Rows rows={textRows(STEP_FIELDS[0])} />
      </Section>
      <Section step={1}>
        <Rows rows={textRows(STEP_FIELDS[1])} />
      </Section>
      <Section step={2}>
        {values.educationHistory.map((entry, i) => (
          <div key={i} className="review-entry">
            <h5>{education(i)}</h5>
            <Rows
              rows={EDUCATION_ENTRY_FIELDS.map((f) => [
                texts.educationLabels[f],
                shown(f, EDUCATION_SPECS[f].control, entry[f]),
              ])}
            />
          </div>
        ))}
        {needsWorkExperience(values) && (
          <div className="review-entry">
            <h5>{texts.page.workExperienceTitle}</h5>
            <Rows rows={textRows(WORK_EXPERIENCE_FIELDS)} />
          </div>
        )}
      </Section>
      <Section step={3}>
        {values.familyMembers.map((member, i) => (
          <div key={i} className="review-entry">
            <h5>{family(i)}</h5>
            <Rows rows={FAMILY_MEMBER_FIELDS.map((f) => [texts.familyLabels[f], member[f]])} />
          </div>
        ))}
      </Section>
      <Section step={4}>
        <dl className="review-list">
          {FILE_LIST_NAMES.map((list) => (
            <div key={list} className="review-row review-files">
              <dt>{label(list)}</dt>
              <dd>
                {files[list].length === 0 ? (
                  texts.copy.notGiven
                ) : (
                  <ul className="file-items" role="list">
                    {files[list].map((item) => (
                      <FilePreview key={item.key} item={item} />
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <Rows rows={textRows(Object.values(DOCUMENT_DATE_FIELDS))} />
      </Section>
      {/* docs/product.md#apply-review: rendered only when its flag is true, and the flag is never turned on. */}
      {SHOW_LEGAL_AFFIRMATION && <LegalAffirmation />}
      <Consent />
    </div>
  );
}
