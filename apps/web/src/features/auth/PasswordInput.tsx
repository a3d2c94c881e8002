import { useState, type InputHTMLAttributes } from 'react';
import { CONTROL_TEXTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  id: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password with a Show/Hide toggle (docs/product.md#login): the toggle names what it does and reports its state. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const texts = useText(CONTROL_TEXTS.password);
  return (
    <div className="password-field">
      <input {...props} className="input" type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={visible ? texts.hideLabel : texts.showLabel}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? texts.hide : texts.show}
      </button>
    </div>
  );
}
