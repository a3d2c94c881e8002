import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './PhoneInput';
import { EMPTY_PHONE, toPhonePayload, type PhoneValue } from './phone-number';

function Harness() {
  const [value, setValue] = useState<PhoneValue>(EMPTY_PHONE);
  return (
    <>
      <label htmlFor="phone">Phone Number</label>
      <PhoneInput id="phone" value={value} onChange={setValue} />
      <output data-testid="payload">{JSON.stringify(toPhonePayload(value))}</output>
    </>
  );
}

const payload = () => JSON.parse(screen.getByTestId('payload').textContent!) as ReturnType<typeof toPhonePayload>;

describe('PhoneInput', () => {
  it('defaults to China, is labelled, and carries autofill hints', () => {
    const { container } = render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('name', 'phoneNumber');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('cn');
    expect(container.querySelector('.phone-country-display')).toHaveTextContent('🇨🇳 +86');
    expect(payload().countryInfo).toEqual({ name: 'China', dialCode: '86', countryCode: 'cn' });
  });

  it('takes digits only and formats them as they are typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '138abc0013-8000');
    expect(input).toHaveValue('138 0013 8000');
    expect(payload().phoneNumber).toBe('8613800138000');
  });

  it('stops at 15 digits including the dialling code', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '12345678901234567890');
    expect(payload().phoneNumber).toBe('861234567890123');
    expect(payload().phoneNumber).toHaveLength(15);
  });

  it('backspace after a space deletes the digit before it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '1380');
    expect(input).toHaveValue('138 0');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('13');
  });

  it('reports the picked country in countryInfo', async () => {
    render(<Harness />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Country code' }),
      screen.getAllByRole('option', { name: /Nigeria/ })[0]!,
    );
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
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('gh');
    expect(input).toHaveValue('24 123 4567');
  });
});

describe('PhoneInput caret', () => {
  it('keeps the caret after the digit typed in the middle, though spaces move', async () => {
    render(<Harness />);
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
