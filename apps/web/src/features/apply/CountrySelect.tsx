import { useMemo } from 'react';
import { isCountryCode } from '@studychina/contracts';
import { countryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/i18n';
import { describedBy, Described, labelClass, type ControlProps } from './controls';
import { useFormLanguage } from './form-language';

/**
 * The nationality's picker (docs/decisions/0096-nationality-as-a-country.md): countries named in the page's
 * language by the browser, the consultancy's usual countries first; the value sent is the ISO code ("NG"),
 * which POST /apply stores as the country. A draft from before the picker keeps its text as a choice of its
 * own, so nothing typed earlier is lost (the API reads that text as a country too).
 */
export function CountrySelect({ id, name, label, value, required, error, hint, onChange }: ControlProps) {
  const { copy } = useFormLanguage().texts;
  const { locale } = useLocale();
  // The same elements on every render of the step: React skips the 250 options when another field changes.
  const options = useMemo(() => {
    const { frequent, all } = countryOptions(locale);
    return [...frequent, ...all].map((country, i) => (
      <option key={`${i < frequent.length ? 'frequent' : 'all'}-${country.code}`} value={country.code}>
        {country.name}
      </option>
    ));
  }, [locale]);
  return (
    <div className="field">
      <label htmlFor={id} className={labelClass(required)}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{copy.select}</option>
        {value && !isCountryCode(value) && <option value={value}>{value}</option>}
        {options}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}
