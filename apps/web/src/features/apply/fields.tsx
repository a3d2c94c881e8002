import { DEGREE_CHOICE_GROUPS, OTHER_DEGREE, dateInputRange, type ApplicationTextField } from '@studychina/contracts';
import { Control } from './controls';
import { EDUCATION_SPECS, FAMILY_SPECS, fieldSpec, isRequiredField } from './field-config';
import { useApplyForm } from './form-context';
import { useFormLanguage } from './form-language';
import type { ListName } from './form-state';
import { useLocale } from '../../lib/i18n';

/** A top-level field of the application, by its docs/product.md#api-apply name: label, control and error from the form. */
export function TextField({ name, hint, required }: { name: ApplicationTextField; hint?: string; required?: boolean }) {
  const { values, errors, setField } = useApplyForm();
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  const spec = fieldSpec(name);
  const error = errors.fieldErrors[name]?.[0];
  return (
    <Control
      id={`apply-${name}`}
      name={name}
      label={texts.fieldLabels[name] ?? name}
      value={values[name]}
      spec={spec.control === 'date' ? { ...spec, ...dateInputRange(name, values, new Date()) } : spec}
      required={required ?? isRequiredField(name)}
      error={error && msg(error)}
      hint={hint}
      onChange={(value) => setField(name, value)}
    />
  );
}

/** One field of an education or family entry, named `educationHistory.0.schoolAttended` (docs/product.md#api-apply). */
export function EntryField({ list, index, field }: { list: ListName; index: number; field: string }) {
  const { values, errors, setEntryField } = useApplyForm();
  const education = list === 'educationHistory';
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  const labels: Record<string, string> = education ? texts.educationLabels : texts.familyLabels;
  const specs: Record<string, object> = education ? EDUCATION_SPECS : FAMILY_SPECS;
  const entry = values[list][index] as Record<string, string> | undefined;
  const record = (education ? errors.educationErrors : errors.familyErrors)[index];
  const error = record?.[field];
  return (
    <Control
      id={`apply-${list}-${index}-${field}`}
      name={`${list}.${index}.${field}`}
      label={labels[field] ?? field}
      value={entry?.[field] ?? ''}
      // Entries are someone else's or past details: the browser must not autofill the applicant's own.
      spec={{
        autoComplete: 'off',
        ...specs[field],
        ...dateInputRange(field, values, new Date()),
        ...(field === 'degreeAwarded' && {
          // docs/product.md#apply-education: school-leaving certificates, then diplomas and degrees, then Other.
          groups: [
            { label: texts.copy.degreeGroups.school, choices: DEGREE_CHOICE_GROUPS.school },
            { label: texts.copy.degreeGroups.higher, choices: DEGREE_CHOICE_GROUPS.higher },
          ],
          choices: [OTHER_DEGREE],
        }),
      }}
      required
      error={error && msg(error)}
      onChange={(value) => setEntryField(list, index, field, value)}
    />
  );
}
