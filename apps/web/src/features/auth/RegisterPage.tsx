import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS as ACCOUNT_FIELD_LABELS_EN,
  ACCOUNT_HEADINGS as ACCOUNT_HEADINGS_EN,
  ACCOUNT_LABELS as ACCOUNT_LABELS_EN,
  BUSY_LABELS as BUSY_LABELS_EN,
  PASSWORD_HINT_MISMATCH as PASSWORD_HINT_MISMATCH_EN,
  REGISTRATION_FAILED as REGISTRATION_FAILED_EN,
  showPasswordMismatchHint,
  validateRegisterForm,
} from '@studychina/contracts';
import { ApiError, failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { PhoneInput } from '../../components/phone/PhoneInput';
import { usePhoneDefaults } from '../../components/phone/phone-defaults';
import { emptyPhone, toPhonePayload, type PhoneValue } from '../../components/phone/phone-number';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { firstEmailError } from './errors';
import { GoogleButton } from './GoogleButton';
import { PasswordInput } from './PasswordInput';
import { REDIRECT_DELAY, useDelayedNavigate } from './useDelayedNavigate';
import { useLocale, useTranslated } from '../../lib/i18n';

const EMPTY = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' };
type TextField = keyof typeof EMPTY;

/** docs/product.md#register and docs/product.md#registration-flow. */
export function RegisterPage() {
  const {
    ACCOUNT_FIELD_LABELS,
    ACCOUNT_HEADINGS,
    ACCOUNT_LABELS,
    BUSY_LABELS,
    PASSWORD_HINT_MISMATCH,
    REGISTRATION_FAILED,
    AUTH_COPY,
  } = useTranslated({
    ACCOUNT_FIELD_LABELS: ACCOUNT_FIELD_LABELS_EN,
    ACCOUNT_HEADINGS: ACCOUNT_HEADINGS_EN,
    ACCOUNT_LABELS: ACCOUNT_LABELS_EN,
    BUSY_LABELS: BUSY_LABELS_EN,
    PASSWORD_HINT_MISMATCH: PASSWORD_HINT_MISMATCH_EN,
    REGISTRATION_FAILED: REGISTRATION_FAILED_EN,
    AUTH_COPY: AUTH_COPY_EN,
  });
  const { locale, msg } = useLocale();
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
      validate: () => validateRegisterForm({ ...fields, phoneNumber }),
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
        if (!answer.success) return void toast.error(REGISTRATION_FAILED);
        // No token until the e-mail is verified (docs/product.md#api-register): then only the user is kept.
        if (answer.user) setUser(answer.user);
        if (answer.token) setToken(answer.token);
        if (answer.message) toast.success(answer.message);
        setFields(EMPTY);
        setPhone(emptyPhone(phoneCountry));
        later('/verify-code', REDIRECT_DELAY.afterRegister);
      },
      failed: (error) =>
        toast.error((error instanceof ApiError && firstEmailError(error.body)) || msg(failureText(error))),
    });
  };

  const text = (key: 'firstname' | 'lastname' | 'email', autoComplete: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`register-${key}`}>{ACCOUNT_FIELD_LABELS[key]}</label>
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
    <AuthCard title={ACCOUNT_HEADINGS.register} intro={AUTH_COPY.registerIntro}>
      <form className="form" noValidate onSubmit={(e) => void register(e)}>
        <div className="form-row">
          {text('firstname', 'given-name')}
          {text('lastname', 'family-name')}
        </div>
        {text('email', 'email', 'email')}
        <div className="field">
          <label htmlFor="register-phone">{ACCOUNT_FIELD_LABELS.phoneNumber}</label>
          <PhoneInput id="register-phone" value={phone} onChange={setPhone} />
        </div>
        <div className="field">
          <label htmlFor="register-password">{ACCOUNT_FIELD_LABELS.password}</label>
          <PasswordInput
            id="register-password"
            name="password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            value={fields.password}
            onChange={set('password')}
          />
          <p id="register-password-hint" className="field-hint">
            {AUTH_COPY.passwordHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="register-confirm">{ACCOUNT_FIELD_LABELS.confirmPassword}</label>
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
            {mismatch ? PASSWORD_HINT_MISMATCH : ''}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? BUSY_LABELS.register : ACCOUNT_LABELS.register}
          </button>
          <div className="auth-divider">{AUTH_COPY.or}</div>
          <GoogleButton />
        </div>
      </form>
      <p className="form-note">
        {AUTH_COPY.haveAccount}{' '}
        <Link className="link" to="/login">
          {ACCOUNT_LABELS.login}
        </Link>
      </p>
    </AuthCard>
  );
}
