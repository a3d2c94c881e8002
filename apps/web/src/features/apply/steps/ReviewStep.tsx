import {
  APPLICATION_PAGE,
  APPLICATION_STEP_TITLES,
  EDUCATION_ENTRY_FIELDS,
  EDUCATION_FIELD_LABELS,
  FAMILY_FIELD_LABELS,
  FAMILY_MEMBER_FIELDS,
  FILE_LIST_NAMES,
  SHOW_LEGAL_AFFIRMATION,
  STEP_FIELDS,
  WORK_EXPERIENCE_FIELDS,
  educationEntryPrefix,
  familyEntryPrefix,
  friendlyLabel,
  needsWorkExperience,
} from '@studychina/contracts';
import type { ReactNode } from 'react';
import { APPLY_COPY } from '../copy';
import { FilePreview } from '../FilePreview';
import { useApplyForm } from '../form-context';
import { LegalAffirmation } from '../LegalAffirmation';
import { entryTitle } from './EntryList';

type Row = [label: string, value: string];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="review-list">
      {rows.map(([label, value], i) => (
        <div key={`${label}-${i}`} className="review-row">
          <dt>{label}</dt>
          <dd>{value.trim() || APPLY_COPY.notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ step, title, children }: { step: number; title?: string; children: ReactNode }) {
  const { goTo } = useApplyForm();
  return (
    <section className="review-section">
      <div className="review-head">
        <h4>{title ?? APPLICATION_STEP_TITLES[step]}</h4>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={`${APPLY_COPY.edit} ${title ?? APPLICATION_STEP_TITLES[step]}`}
          onClick={() => goTo(step)}
        >
          {APPLY_COPY.edit}
        </button>
      </div>
      {children}
    </section>
  );
}

/** Step 6 (docs/product.md#apply-review): everything entered and chosen, read-only, with a way back to each step. */
export function ReviewStep() {
  const { values, files } = useApplyForm();
  const textRows = (names: readonly string[]): Row[] =>
    names.map((name) => [friendlyLabel(name), values[name as keyof typeof values] as string]);
  const education = entryTitle(educationEntryPrefix);
  const family = entryTitle(familyEntryPrefix);
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
            <Rows rows={EDUCATION_ENTRY_FIELDS.map((f) => [EDUCATION_FIELD_LABELS[f], entry[f]])} />
          </div>
        ))}
        {needsWorkExperience(values) && (
          <div className="review-entry">
            <h5>{APPLICATION_PAGE.workExperienceTitle}</h5>
            <Rows rows={textRows(WORK_EXPERIENCE_FIELDS)} />
          </div>
        )}
      </Section>
      <Section step={3}>
        {values.familyMembers.map((member, i) => (
          <div key={i} className="review-entry">
            <h5>{family(i)}</h5>
            <Rows rows={FAMILY_MEMBER_FIELDS.map((f) => [FAMILY_FIELD_LABELS[f], member[f]])} />
          </div>
        ))}
      </Section>
      <Section step={4}>
        <dl className="review-list">
          {FILE_LIST_NAMES.map((list) => (
            <div key={list} className="review-row review-files">
              <dt>{friendlyLabel(list)}</dt>
              <dd>
                {files[list].length === 0 ? (
                  APPLY_COPY.notGiven
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
      </Section>
      {/* docs/product.md#apply-review: rendered only when its flag is true, and the flag is never turned on. */}
      {SHOW_LEGAL_AFFIRMATION && <LegalAffirmation />}
    </div>
  );
}
