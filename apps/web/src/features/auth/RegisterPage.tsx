import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_HEADINGS,
  ACCOUNT_LABELS,
  BUSY_LABELS,
  REGISTER_HINTS,
  ACCOUNT_TOASTS,
  showPasswordMismatchHint,
  checkRegisterForm,
} from '@studychina/contracts';
import { ApiError } from '../../lib/api';
import { useFailureText } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { PhoneInput } from '../../components/phone/PhoneInput';
import { usePhoneDefaults } from '../../components/phone/phone-defaults';
import { emptyPhone, toPhonePayload, type PhoneValue } from '../../components/phone/phone-number';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { firstEmailError } from './errors';
import { GoogleButton } from './GoogleButton';
import { PasswordInput } from './PasswordInput';
import { REDIRECT_DELAY, useDelayedNavigate } from './useDelayedNavigate';
import { useLocale, useText } from '../../lib/i18n';

const EMPTY = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' };
type TextField = keyof typeof EMPTY;

/** docs/product.md#register and docs/product.md#registration-flow. */
export function RegisterPage() {
  const accountFieldLabels = useText(ACCOUNT_FIELD_LABELS);
  const accountHeadings = useText(ACCOUNT_HEADINGS);
  const accountLabels = useText(ACCOUNT_LABELS);
  const busyLabels = useText(BUSY_LABELS);
  const hints = useText(REGISTER_HINTS);
  const toasts = useText(ACCOUNT_TOASTS);
  const failureText = useFailureText();
  const authCopy = useText(AUTH_COPY);
  const { locale } = useLocale();
  // The picker starts on the visitor's country (language and region), never China: docs/product.md#phone-input.
  const phoneCountry = usePhoneDefaults(locale).country;
  const { setToken, setUser } = useSession();
  const later = useDelayedNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone(phoneCountry));
  const { busy, submit } = useSubmit();
  const set = (key: TextField) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  // Shown once something is typed in Confirm Password, so it does not nag while the first one is typed.
  const mismatch = fields.confirmPassword !== '' && showPasswordMismatchHint(fields.password, fields.confirmPassword);

  const register = (event: FormEvent) => {
    const { phoneNumber, countryInfo } = toPhonePayload(phone);
    const { firstname, lastname, email, password } = fields;
    return submit(event, {
      validate: () => checkRegisterForm({ ...fields, phoneNumber }),
      call: () =>
        authApi.register({
          firstname: firstname.trim(),
          lastname: lastname.trim(),
          email: email.trim(),
          password,
          phoneNumber,
          countryInfo,
        }),
      done: (answer) => {
        if (!answer.success) return void toast.error(toasts.REGISTRATION_FAILED);
        // No token until the e-mail is verified (docs/product.md#api-register): then only the user is kept.
        if (answer.user) setUser(answer.user);
        if (answer.token) setToken(answer.token);
        if (answer.message) toast.success(answer.message);
        setFields(EMPTY);
        setPhone(emptyPhone(phoneCountry));
        later('/verify-code', REDIRECT_DELAY.afterRegister);
      },
      failed: (error) => toast.error((error instanceof ApiError && firstEmailError(error.body)) || failureText(error)),
    });
  };

  const text = (key: 'firstname' | 'lastname' | 'email', autoComplete: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`register-${key}`}>{accountFieldLabels[key]}</label>
      <input
        id={`register-${key}`}
        name={key}
        className="input"
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        value={fields[key]}
        onChange={set(key)}
      />
    </div>
  );

  return (
    <AuthCard title={accountHeadings.register} intro={authCopy.registerIntro}>
      <form className="form" noValidate onSubmit={(e) => void register(e)}>
        <div className="form-row">
          {text('firstname', 'given-name')}
          {text('lastname', 'family-name')}
        </div>
        {text('email', 'email', 'email')}
        <div className="field">
          <label htmlFor="register-phone">{accountFieldLabels.phoneNumber}</label>
          <PhoneInput id="register-phone" value={phone} onChange={setPhone} />
        </div>
        <div className="field">
          <label htmlFor="register-password">{accountFieldLabels.password}</label>
          <PasswordInput
            id="register-password"
            name="password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            value={fields.password}
            onChange={set('password')}
          />
          <p id="register-password-hint" className="field-hint">
            {authCopy.passwordHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="register-confirm">{accountFieldLabels.confirmPassword}</label>
          <PasswordInput
            id="register-confirm"
            name="confirmPassword"
            autoComplete="new-password"
            aria-invalid={mismatch || undefined}
            aria-describedby="register-confirm-hint"
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <p id="register-confirm-hint" className="field-error" aria-live="polite">
            {mismatch ? hints.PASSWORD_HINT_MISMATCH : ''}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? busyLabels.register : accountLabels.register}
          </button>
          <div className="auth-divider">{authCopy.or}</div>
          <GoogleButton />
        </div>
      </form>
      <p className="form-note">
        {authCopy.haveAccount}{' '}
        <Link className="link" to="/login">
          {accountLabels.login}
        </Link>
      </p>
    </AuthCard>
  );
}
