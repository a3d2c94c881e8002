import { useState } from 'react';
import { PhoneInput } from '../../components/phone/PhoneInput';
import { usePhoneDefaults } from '../../components/phone/phone-defaults';
import { formatInternational, phoneFromText, type PhoneValue } from '../../components/phone/phone-number';
import { useLocale } from '../../lib/i18n';
import type { ControlProps } from './controls';

/**
 * The applicant's phone (docs/product.md#apply-personal) with the site's country picker
 * (docs/product.md#phone-input): the picker starts on the visitor's country, a number typed at home keeps its
 * trunk 0 on screen, and the form holds the international number ('+234 803 123 4567'), as POST /apply takes
 * it. The picker's state is kept here (a lone trunk 0 is no number yet); a value changed from outside (a
 * restored draft, the account's number) is read back into it.
 */
export function PhoneControl({ id, name, value, onChange, describedBy, error, required }: PhoneControlProps) {
  const { locale } = useLocale();
  const { country } = usePhoneDefaults(locale);
  const [phone, setPhone] = useState<PhoneValue>(() => phoneFromText(value, country));
  const [written, setWritten] = useState(value);
  if (value !== written) {
    setWritten(value);
    setPhone(phoneFromText(value, phone.country));
  }
  const change = (next: PhoneValue) => {
    const text = formatInternational(next);
    setPhone(next);
    setWritten(text);
    onChange(text);
  };
  return (
    <PhoneInput
      id={id}
      name={name}
      value={phone}
      onChange={change}
      autoComplete="tel-national"
      describedBy={describedBy}
      invalid={Boolean(error)}
      required={required}
    />
  );
}

type PhoneControlProps = Pick<ControlProps, 'id' | 'name' | 'value' | 'onChange' | 'error' | 'required'> & {
  describedBy?: string;
};
