import type { ReactNode } from 'react';
import { CountrySelect } from './CountrySelect';
import { MAJORS_LIST_ID } from './form-context';
import type { FieldSpec } from './field-config';
import { useFormLanguage } from './form-language';
import { PhoneControl } from './PhoneControl';

/*
 * One labelled control of the form: visible label, the input with its docs/product.md#api-apply `name`, and its inline error
 * linked by aria-describedby so a screen reader reads it with the field. Label, hint and error come in the
 * form's language; a choice shows its label in that language and keeps its value (the API's).
 */

/** What a choice reads as: its label in the form's language; the value sent stays the choice itself. */
function useChoiceLabel(): (choice: string) => string {
  const { choices } = useFormLanguage().texts;
  return (choice) => (choices as Record<string, string>)[choice] ?? choice;
}

export interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  spec: FieldSpec;
  required?: boolean;
  error?: string;
  hint?: string;
  onChange(value: string): void;
}

/** The asterisk is drawn by CSS (.is-required::after), so label texts stay exact; `required` tells assistive tech. */
export const labelClass = (required?: boolean, base = '') =>
  [base, required ? 'is-required' : ''].join(' ').trim() || undefined;

export function Described({ id, hint, error, words }: { id: string; hint?: string; error?: string; words?: string }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {words && (
        <p className="field-hint date-in-words" id={`${id}-words`}>
          {words}
        </p>
      )}
    </>
  );
}

export const describedBy = (id: string, hint?: string, error?: string, words?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`, words && `${id}-words`].filter(Boolean).join(' ') || undefined;

/** Radio choices (gender, ratings, study category) in a fieldset whose legend is the label. */
function ChoiceControl({ id, name, label, value, spec, required, error, hint, onChange }: ControlProps) {
  const choiceLabel = useChoiceLabel();
  return (
    <fieldset
      className="field choice-field"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={labelClass(required, 'field-label')}>{label}</legend>
      <div className="choices">
        {(spec.choices ?? []).map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              required={required}
              autoComplete={spec.autoComplete}
              onChange={() => onChange(choice)}
            />
            <span>{choiceLabel(choice)}</span>
          </label>
        ))}
      </div>
      <Described id={id} hint={hint} error={error} />
    </fieldset>
  );
}

export function Control(props: ControlProps): ReactNode {
  const { id, name, label, value, spec, required, error, hint, onChange } = props;
  const { copy, dateInWords } = useFormLanguage().texts;
  // A date typed is written back in words beside it, so a day/month swap shows at once (docs/product.md#apply-dates).
  const words = spec.control === 'date' ? dateInWords(value) : '';
  const choiceLabel = useChoiceLabel();
  if (spec.control === 'radio') return <ChoiceControl {...props} />;
  if (spec.control === 'country') return <CountrySelect {...props} />;
  const common = {
    id,
    name,
    value,
    required,
    className: 'input',
    autoComplete: spec.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error, words),
  } as const;
  let input: ReactNode;
  if (spec.control === 'phone') {
    input = (
      <PhoneControl
        id={id}
        name={name}
        value={value}
        error={error}
        required={required}
        describedBy={describedBy(id, hint, error)}
        onChange={onChange}
      />
    );
  } else if (spec.control === 'textarea') {
    input = <textarea {...common} rows={spec.rows ?? 3} onChange={(e) => onChange(e.target.value)} />;
  } else if (spec.control === 'select') {
    input = (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{copy.select}</option>
        {(spec.groups ?? []).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choiceLabel(choice)}
              </option>
            ))}
          </optgroup>
        ))}
        {(spec.choices ?? []).map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    );
  } else {
    const type = spec.control === 'major' || !spec.control ? 'text' : spec.control;
    input = (
      <input
        {...common}
        type={type}
        list={spec.control === 'major' ? MAJORS_LIST_ID : undefined}
        inputMode={spec.control === 'tel' ? 'tel' : undefined}
        min={spec.min}
        max={spec.max}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id} className={labelClass(required)}>
        {label}
      </label>
      {input}
      <Described id={id} hint={hint} error={error} words={words} />
    </div>
  );
}
