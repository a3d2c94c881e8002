import { EDUCATION_ENTRY_FIELDS, WORK_EXPERIENCE_FIELDS, needsWorkExperience } from '@studychina/contracts';
import { TextField } from '../fields';
import { useApplyForm } from '../form-context';
import { useFormLanguage } from '../form-language';
import { EntryList, entryTitle } from './EntryList';

/**
 * Step 3 (docs/product.md#apply-education): the education list, and the Work Experience block only while some entry's degree is
 * PHD, its fields marked required (docs/product.md#apply-validation: marked, but not part of the step's check).
 */
export function EducationStep() {
  const { values } = useApplyForm();
  const { copy, page, entryTitles } = useFormLanguage().texts;
  return (
    <>
      <p className="muted">{copy.educationHint}</p>
      <EntryList
        list="educationHistory"
        fields={EDUCATION_ENTRY_FIELDS}
        title={entryTitle(entryTitles.education)}
        addFirstLabel={copy.addFirstEducation}
      />
      {needsWorkExperience(values) && (
        <section className="work-experience" aria-labelledby="apply-work-experience">
          <h4 id="apply-work-experience" className="apply-subheading">
            {page.workExperienceTitle}
          </h4>
          <p className="muted">{copy.workExperienceHint}</p>
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
