import {
  APPLICATION_PAGE,
  EDUCATION_ENTRY_FIELDS,
  WORK_EXPERIENCE_FIELDS,
  educationEntryPrefix,
  needsWorkExperience,
} from '@studychina/contracts';
import { APPLY_COPY } from '../copy';
import { TextField } from '../fields';
import { useApplyForm } from '../form-context';
import { EntryList, entryTitle } from './EntryList';

/**
 * Step 3 (docs/product.md#apply-education): the education list, and the Work Experience block only while some entry's degree is
 * PHD, its fields marked required (docs/product.md#apply-validation: marked, but not part of the step's check).
 */
export function EducationStep() {
  const { values } = useApplyForm();
  return (
    <>
      <p className="muted">{APPLY_COPY.educationHint}</p>
      <EntryList
        list="educationHistory"
        fields={EDUCATION_ENTRY_FIELDS}
        title={entryTitle(educationEntryPrefix)}
        addFirstLabel={APPLY_COPY.addFirstEducation}
      />
      {needsWorkExperience(values) && (
        <section className="work-experience" aria-labelledby="apply-work-experience">
          <h4 id="apply-work-experience" className="apply-subheading">
            {APPLICATION_PAGE.workExperienceTitle}
          </h4>
          <p className="muted">{APPLY_COPY.workExperienceHint}</p>
          <div className="apply-grid">
            {WORK_EXPERIENCE_FIELDS.map((name) => (
              <TextField key={name} name={name} required />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
