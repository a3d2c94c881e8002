import { useState, type ReactNode } from 'react';
import { CONTENT_EDITOR_COPY as COPY } from '@studychina/contracts';
import { DEFAULT_CURRENCY, majorUnits, minorUnits, type Leaf } from './content-fields';

/** What every input of the form gets: its id, label, value, and where its hint and errors are. */
export interface LeafProps {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The ids of the texts that describe it (hint, French-missing mark, errors). */
  describedBy?: string;
  invalid: boolean;
  /** Extra pieces under the input (the image upload). */
  children?: ReactNode;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One input of the editor's form (docs/product.md#content-management), chosen by the field's type in its
 * schema: text (a textarea past 300 characters), number, yes/no, a choice, money in major units, several choices,
 * a list of lines; anything else as JSON.
 */
export function LeafInput({ spec, ...props }: LeafProps & { spec: Leaf }) {
  const { id, label, value, onChange, describedBy, invalid } = props;
  const common = { id, 'aria-describedby': describedBy || undefined, 'aria-invalid': invalid || undefined };
  switch (spec.type) {
    case 'text':
    case 'pair': {
      const multiline = spec.multiline;
      const nullable = spec.type === 'text' && spec.nullable;
      const change = (next: string) => onChange(nullable && next === '' ? null : next);
      return (
        <>
          <label htmlFor={id}>{label}</label>
          {multiline ? (
            <textarea {...common} rows={5} value={text(value)} onChange={(e) => change(e.target.value)} />
          ) : (
            <input
              {...common}
              type="text"
              maxLength={spec.type === 'text' ? spec.max : undefined}
              value={text(value)}
              onChange={(e) => change(e.target.value)}
            />
          )}
          {props.children}
        </>
      );
    }
    case 'number':
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            {...common}
            type="number"
            inputMode={spec.integer ? 'numeric' : 'decimal'}
            min={spec.min}
            max={spec.max}
            step={spec.integer ? 1 : 'any'}
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        </>
      );
    case 'boolean':
      return (
        <div className="checkbox-line">
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case 'enum':
      return (
        <>
          <label htmlFor={id}>{label}</label>
          <select
            {...common}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          >
            {(spec.nullable || typeof value !== 'string') && <option value="">{COPY.none}</option>}
            {spec.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </>
      );
    case 'money':
      return <MoneyInput {...props} nullable={spec.nullable} />;
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="content-choices" aria-describedby={describedBy || undefined}>
          <legend>{label}</legend>
          {spec.options.map((option) => (
            <div key={option} className="checkbox-line">
              <input
                type="checkbox"
                id={`${id}-${option}`}
                checked={chosen.includes(option)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? spec.options.filter((o) => o === option || chosen.includes(o))
                      : chosen.filter((o) => o !== option),
                  )
                }
              />
              <label htmlFor={`${id}-${option}`}>{option}</label>
            </div>
          ))}
        </fieldset>
      );
    }
    case 'lines':
      return <LinesInput {...props} />;
    case 'json':
      return <JsonInput {...props} />;
  }
}

/**
 * Money as people write it: the amount in major units (12500.50 yuan), sent in minor units (1250050 fen) with
 * its currency (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md). What is not an amount is sent as
 * such, so the API names the field (422) rather than an old amount being saved silently.
 */
function MoneyInput({ id, label, value, onChange, describedBy, invalid, nullable }: LeafProps & { nullable: boolean }) {
  const money = value && typeof value === 'object' ? (value as { amount: number; currency: string }) : null;
  const [currency, setCurrency] = useState(money?.currency ?? DEFAULT_CURRENCY);
  const [amount, setAmount] = useState(money ? majorUnits(money.amount, money.currency) : '');
  const send = (nextAmount: string, nextCurrency: string) => {
    if (nullable && nextAmount.trim() === '') return onChange(null);
    onChange({ amount: minorUnits(nextAmount, nextCurrency) ?? Number.NaN, currency: nextCurrency });
  };
  const hintId = `${id}-hint`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="content-money">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setAmount(e.target.value);
            send(e.target.value, currency);
          }}
        />
        <input
          id={`${id}-currency`}
          type="text"
          className="content-currency"
          aria-label={`${label}: ${COPY.currency}`}
          maxLength={3}
          autoComplete="off"
          value={currency}
          onChange={(e) => {
            const next = e.target.value.toUpperCase();
            setCurrency(next);
            if (amount.trim() !== '' || !nullable) send(amount, next);
          }}
        />
      </div>
      <p id={hintId} className="field-hint">
        {COPY.amountHint(currency)}
      </p>
    </>
  );
}

/** A list of short texts (slugs), one per line; blank lines are left out. */
function LinesInput({ id, label, value, onChange, describedBy, invalid }: LeafProps) {
  const [lines, setLines] = useState(() => (Array.isArray(value) ? value.join('\n') : ''));
  const hintId = `${id}-hint`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        value={lines}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setLines(e.target.value);
          onChange(
            e.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
      />
      <p id={hintId} className="field-hint">
        {COPY.onePerLine}
      </p>
    </>
  );
}

/** A value the form has no input for, as JSON: sent once it parses, so nothing is lost on the way. */
function JsonInput({ id, label, value, onChange, describedBy, invalid }: LeafProps) {
  const [json, setJson] = useState(() => JSON.stringify(value ?? null, null, 2));
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={6}
        className="content-json"
        value={json}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setJson(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
          } catch {
            // Not JSON yet: the last value that parsed stays.
          }
        }}
      />
    </>
  );
}
