import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { codeDigitLabel, otpBoxValue } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import './otp.css';

export interface OtpInputProps {
  /** One entry per box ('' when empty); its length is the number of boxes. */
  value: readonly string[];
  onChange(next: string[]): void;
  /** id of the visible text that names the group (e.g. "Enter the 6-digit code"). */
  labelledBy: string;
  name?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export const emptyOtp = (length = 6): string[] => Array.from({ length }, () => '');

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes (docs/product.md#otp-entry): numeric keyboard, focus moves on entry, a pasted or
 * autofilled code spreads over the boxes, backspace in an empty box goes back. The first box carries
 * autocomplete="one-time-code" so Android and iOS can offer the code from the e-mail or SMS.
 */
export function OtpInput({ value, onChange, labelledBy, name = 'otp', autoFocus, disabled }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digitLabel = useText(codeDigitLabel);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on and focuses the box after the last one written. */
  function fill(start: number, digits: string) {
    const next = [...value];
    const count = Math.min(digits.length, value.length - start);
    for (let i = 0; i < count; i++) next[start + i] = digits[i]!;
    onChange(next);
    focus(start + count);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const typed = digitsOf(event.target.value);
    const old = value[index] ?? '';
    // Several digits at once: autofill of the whole code, or a paste the browser did not report.
    if (typed.length > 2 || (typed.length === 2 && !old)) return fill(typed.length >= value.length ? 0 : index, typed);
    // One new digit beside the old one (the box was not selected): keep the new one.
    const digit = typed.length === 2 ? (typed[0] === old ? typed[1]! : typed[0]!) : otpBoxValue(event.target.value);
    const next = [...value];
    next[index] = digit;
    onChange(next);
    if (digit) focus(index + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!digits) return;
    // A whole code fills all boxes whichever box had the focus.
    fill(digits.length >= value.length ? 0 : index, digits);
  }

  return (
    <div className="otp" role="group" aria-labelledby={labelledBy}>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          name={index === 0 ? name : `${name}-${index + 1}`}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, value.length)}
          value={digit}
          disabled={disabled}
          // The page exists to type the code just e-mailed; its heading and instructions label the boxes.
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the caller asks (the code pages)
          autoFocus={autoFocus && index === 0}
          onChange={(e) => handleChange(index, e)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.currentTarget.select()}
        />
      ))}
    </div>
  );
}
