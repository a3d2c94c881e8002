import { memo, useLayoutEffect, useMemo, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { CONTROL_TEXTS, type Locale } from '@studychina/contracts';
import { useLocale, useText } from '../../lib/i18n';
import { COUNTRIES, findCountry, flagEmoji, type Country } from './countries';
import { usePhoneDefaults } from './phone-defaults';
import { formatNational, limitDigits, parsePhoneInput, type PhoneValue } from './phone-number';
import './phone.css';

export interface PhoneInputProps {
  /** id of the number input, for the visible <label htmlFor>. */
  id: string;
  name?: string;
  value: PhoneValue;
  onChange(next: PhoneValue): void;
  invalid?: boolean;
  /** ids of the hint and error that describe the number (aria-describedby). */
  describedBy?: string;
  autoComplete?: string;
  required?: boolean;
}

const optionText = (c: Country, name: string) => `${flagEmoji(c.code)} ${name} (+${c.dialCode})`;

/**
 * The countries' names in the visitor's language: our English list as it is, or the browser's own names
 * (Intl.DisplayNames, no download) in French, sorted the French way ("Côte d'Ivoire" under C, "Égypte" under E).
 */
function countryNames(locale: Locale): { names: Map<string, string>; all: readonly Country[] } {
  if (locale === 'en') return { names: new Map(COUNTRIES.map((c) => [c.code, c.name])), all: COUNTRIES };
  const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const names = new Map(COUNTRIES.map((c) => [c.code, display.of(c.code.toUpperCase()) ?? c.name]));
  const all = [...COUNTRIES].sort((a, b) => names.get(a.code)!.localeCompare(names.get(b.code)!, locale));
  return { names, all };
}

/** ~480 options: rendered once per language, not again on every keystroke of the form (cheap phones notice). */
const CountryOptions = memo(function CountryOptions({
  locale,
  popular,
}: {
  locale: Locale;
  popular: readonly string[];
}) {
  const phoneTexts = useText(CONTROL_TEXTS.phone);
  const { names, all } = useMemo(() => countryNames(locale), [locale]);
  const preferred = useMemo(() => popular.map((code) => findCountry(code)!), [popular]);
  return (
    <>
      <optgroup label={phoneTexts.popular}>
        {preferred.map((c) => (
          <option key={`p-${c.code}`} value={c.code}>
            {optionText(c, names.get(c.code)!)}
          </option>
        ))}
      </optgroup>
      <optgroup label={phoneTexts.allCountries}>
        {all.map((c) => (
          <option key={c.code} value={c.code}>
            {optionText(c, names.get(c.code)!)}
          </option>
        ))}
      </optgroup>
    </>
  );
});

/** How many digits stand before position `caret` of `text`. */
const digitsBefore = (text: string, caret: number) => text.slice(0, caret).replace(/\D/g, '').length;

/** Position in `text` just after its n-th digit (0 = start). */
function caretAfterDigits(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) && ++seen === n) return i + 1;
  }
  return text.length;
}

/**
 * Phone number with a country picker (docs/product.md#phone-input: digits only, at most 15, formatted by
 * country; the short list follows the visitor's language and region, components/phone/phone-defaults.ts). The picker is a native <select> (docs/decisions/0015-small-hand-written-ui.md) drawn over a compact
 * flag + dialling code; the number keeps the caret where the person types even
 * though spaces are inserted.
 */
export function PhoneInput({
  id,
  name = 'phoneNumber',
  value,
  onChange,
  invalid,
  describedBy,
  autoComplete = 'tel-national',
  required,
}: PhoneInputProps) {
  const { locale } = useLocale();
  const countryText = useText(CONTROL_TEXTS.phone).countryCode;
  const defaults = usePhoneDefaults(locale);
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const country = findCountry(value.country) ?? findCountry(defaults.country)!;
  const display = formatNational(value);

  // After every render caused by typing (even one that changed nothing, like a letter refused), put
  // the caret back after the same digit it followed, not at the end where React's rewrite leaves it.
  useLayoutEffect(() => {
    const el = input.current;
    if (el && pendingCaret.current !== null && document.activeElement === el) {
      const at = caretAfterDigits(display, pendingCaret.current);
      el.setSelectionRange(at, at);
    }
    pendingCaret.current = null;
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const next = parsePhoneInput(raw, value);
    pendingCaret.current = digitsBefore(raw, caret);
    onChange(next);
  }

  /** Backspace just after a space would delete only the space, which formatting puts back: delete the digit. */
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const el = event.currentTarget;
    const caret = el.selectionStart ?? 0;
    if (event.key !== 'Backspace' || caret !== el.selectionEnd || caret === 0 || /\d/.test(display[caret - 1]!)) return;
    event.preventDefault();
    const n = digitsBefore(display, caret);
    if (n === 0) return;
    pendingCaret.current = n - 1;
    onChange({ ...value, national: value.national.slice(0, n - 1) + value.national.slice(n) });
  }

  return (
    <div className="phone-input" data-invalid={invalid || undefined}>
      <div className="phone-country">
        <span className="phone-country-display" aria-hidden="true">
          <span className="phone-flag">{flagEmoji(country.code)}</span> +{country.dialCode}
        </span>
        <select
          aria-label={countryText}
          name={`${name}Country`}
          autoComplete="tel-country-code"
          value={country.code}
          onChange={(e) => onChange(limitDigits({ ...value, country: e.target.value }))}
        >
          <CountryOptions locale={locale} popular={defaults.preferred} />
        </select>
      </div>
      <input
        ref={input}
        id={id}
        name={name}
        className="input"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        value={display}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
    </div>
  );
}
