import { PROGRAMME_CHOICES, STEP_FIELDS, type ApplicationTextField } from '@studychina/contracts';
import { fieldSpec } from '../field-config';
import { MAJORS_LIST_ID } from '../form-context';
import { TextField } from '../fields';
import { useFormLanguage } from '../form-language';
import { ProgrammePicker } from '../ProgrammePicker';

/** The programme choices are shown first, by their pickers. */
const CHOICE_FIELDS = new Set<string>(PROGRAMME_CHOICES.flatMap((choice) => [choice.programme, choice.intake]));

/** Step 1 (docs/product.md#apply-personal): the applicant's personal details, in the product's order; major choices from the API. */
export function PersonalStep({ majors }: { majors: readonly string[] }) {
  const { copy } = useFormLanguage().texts;
  return (
    <div className="apply-grid">
      {/* One list for both major inputs; the applicant may still type any major (docs/product.md#apply-personal). */}
      <datalist id={MAJORS_LIST_ID}>
        {majors.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ProgrammePicker choice={0} />
      <ProgrammePicker choice={1} />
      {(STEP_FIELDS[0] as readonly ApplicationTextField[])
        .filter((name) => !CHOICE_FIELDS.has(name))
        .map((name) => (
          <div key={name} className={wide(name) ? 'span-all' : undefined}>
            <TextField name={name} hint={fieldSpec(name).control === 'major' ? copy.majorHint : undefined} />
          </div>
        ))}
    </div>
  );
}

/** Multi-line and choice fields take the whole row. */
export const wide = (name: ApplicationTextField) => ['textarea', 'radio'].includes(fieldSpec(name).control ?? '');
