import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@studychina/contracts';
import { LocaleProvider, loadFrench, useLocale } from '../../lib/i18n';
import { PhoneInput } from './PhoneInput';
import { usePhoneDefaults } from './phone-defaults';
import { emptyPhone, toPhonePayload, type PhoneValue } from './phone-number';

/** The field as Register uses it: the picker starts on the visitor's default country. */
function Field() {
  const { locale } = useLocale();
  const { country } = usePhoneDefaults(locale);
  const [value, setValue] = useState<PhoneValue>(() => emptyPhone(country));
  return (
    <>
      <label htmlFor="phone">Phone Number</label>
      <PhoneInput id="phone" value={value} onChange={setValue} />
      <output data-testid="payload">{JSON.stringify(toPhonePayload(value))}</output>
    </>
  );
}
const Harness = ({ locale = 'en' }: { locale?: Locale }) => (
  <LocaleProvider initial={locale}>
    <Field />
  </LocaleProvider>
);
/** The browser's languages (navigator.languages), as a phone's settings give them. */
const browserLanguages = (...tags: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tags[0] ?? '');
};
const picker = () => screen.getByLabelText(/^(Country code|Indicatif du pays)$/);
const popular = () =>
  within(picker().querySelector('optgroup')!)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

beforeAll(() => loadFrench(), 30_000);
afterEach(() => vi.restoreAllMocks());

const payload = () => JSON.parse(screen.getByTestId('payload').textContent!) as ReturnType<typeof toPhonePayload>;

describe('PhoneInput', () => {
  it('an English visitor of a phone set to English (United States) gets Nigeria, never China; labelled, with autofill hints', () => {
    browserLanguages('en-US', 'en');
    const { container } = render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('name', 'phoneNumber');
    expect(picker()).toHaveValue('ng');
    expect(container.querySelector('.phone-country-display')).toHaveTextContent('🇳🇬 +234');
    expect(payload().countryInfo).toEqual({ name: 'Nigeria', dialCode: '234', countryCode: 'ng' });
    expect(popular()[0]).toBe('ng');
    expect(popular()).toContain('gh');
    expect(popular().at(-1)).toBe('cn');
  });

  it('a French visitor gets Côte d’Ivoire, with Senegal and Cameroon in the short list', () => {
    browserLanguages('fr-FR', 'fr');
    render(<Harness locale="fr" />);
    expect(picker()).toHaveValue('ci');
    expect(popular().slice(0, 3)).toEqual(['ci', 'sn', 'cm']);
    expect(within(picker()).getAllByRole('option', { name: /Sénégal \(\+221\)/ })[0]).toBeInTheDocument();
  });

  it("the browser's region picks the country and leads the short list (fr-SN, en-GH, en-CI)", () => {
    browserLanguages('fr-SN', 'fr');
    const { unmount } = render(<Harness locale="fr" />);
    expect(picker()).toHaveValue('sn');
    expect(popular().slice(0, 2)).toEqual(['sn', 'ci']);
    unmount();
    browserLanguages('en-GH');
    const second = render(<Harness />);
    expect(picker()).toHaveValue('gh');
    second.unmount();
    // A francophone country in English: it leads the English list.
    browserLanguages('en-CI');
    render(<Harness />);
    expect(picker()).toHaveValue('ci');
    expect(popular().slice(0, 2)).toEqual(['ci', 'ng']);
  });

  it('a browser set to Chinese (China) still does not default to +86', () => {
    browserLanguages('zh-CN', 'en-US');
    render(<Harness />);
    expect(picker()).toHaveValue('ng');
  });

  it('takes digits only and formats them as they are typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '080a31b23-4567');
    expect(input).toHaveValue('0803 123 4567');
    expect(payload().phoneNumber).toBe('2348031234567');
  });

  it('stops at 15 digits including the dialling code', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '12345678901234567890');
    expect(payload().phoneNumber).toBe('234123456789012');
    expect(payload().phoneNumber).toHaveLength(15);
  });

  it('backspace after a space deletes the digit before it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '8031');
    expect(input).toHaveValue('803 1');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('80');
  });

  it('reports the picked country in countryInfo', async () => {
    render(<Harness />);
    await userEvent.selectOptions(picker(), screen.getAllByRole('option', { name: /Kenya/ })[0]!);
    await userEvent.selectOptions(picker(), screen.getAllByRole('option', { name: /Nigeria/ })[0]!);
    await userEvent.type(screen.getByLabelText('Phone Number'), '08031234567');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0803 123 4567');
    expect(payload()).toEqual({
      phoneNumber: '2348031234567',
      countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
    });
  });

  it('a pasted international number picks its country', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.click(input);
    await userEvent.paste('+233 24 123 4567');
    expect(picker()).toHaveValue('gh');
    expect(input).toHaveValue('24 123 4567');
  });
});

describe('PhoneInput caret', () => {
  it('keeps the caret after the digit typed in the middle, though spaces move', async () => {
    render(<Harness />);
    // China's 3-4-4 groups: typing in the middle moves the spaces.
    fireEvent.change(picker(), { target: { value: 'cn' } });
    const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
    await userEvent.type(input, '1380013800');
    expect(input).toHaveValue('138 0013 800');
    // Caret after "138 0" (5 characters), then type 9.
    input.setSelectionRange(5, 5);
    await userEvent.type(input, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('138 0901 3800');
    expect(input.selectionStart).toBe(6);
  });
});
