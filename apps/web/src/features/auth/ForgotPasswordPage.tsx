import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS as ACCOUNT_FIELD_LABELS_EN,
  ACCOUNT_HEADINGS as ACCOUNT_HEADINGS_EN,
  ACCOUNT_LABELS as ACCOUNT_LABELS_EN,
  BUSY_LABELS as BUSY_LABELS_EN,
  SOMETHING_WENT_WRONG_TRY_AGAIN as SOMETHING_WENT_WRONG_TRY_AGAIN_EN,
  validateForgotPasswordForm,
} from '@studychina/contracts';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { REDIRECT_DELAY, useDelayedNavigate } from './useDelayedNavigate';
import { useTranslated } from '../../lib/i18n';

/** docs/product.md#forgot-password and docs/product.md#password-reset-flow (first step). */
export function ForgotPasswordPage() {
  const {
    ACCOUNT_FIELD_LABELS,
    ACCOUNT_HEADINGS,
    ACCOUNT_LABELS,
    BUSY_LABELS,
    SOMETHING_WENT_WRONG_TRY_AGAIN,
    AUTH_COPY,
  } = useTranslated({
    ACCOUNT_FIELD_LABELS: ACCOUNT_FIELD_LABELS_EN,
    ACCOUNT_HEADINGS: ACCOUNT_HEADINGS_EN,
    ACCOUNT_LABELS: ACCOUNT_LABELS_EN,
    BUSY_LABELS: BUSY_LABELS_EN,
    SOMETHING_WENT_WRONG_TRY_AGAIN: SOMETHING_WENT_WRONG_TRY_AGAIN_EN,
    AUTH_COPY: AUTH_COPY_EN,
  });
  const later = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const { busy, submit } = useSubmit();

  const sendCode = (event: FormEvent) =>
    submit(event, {
      validate: () => validateForgotPasswordForm({ email }),
      call: () => authApi.forgotPassword({ email: email.trim() }),
      done: (answer) => {
        if (!answer.success) return void toast.error(answer.message || SOMETHING_WENT_WRONG_TRY_AGAIN);
        if (answer.message) toast.success(answer.message);
        later('/verify-otp', REDIRECT_DELAY.afterForgotPassword);
      },
      fallback: SOMETHING_WENT_WRONG_TRY_AGAIN,
    });

  return (
    <AuthCard title={ACCOUNT_HEADINGS.forgotPassword} intro={AUTH_COPY.forgotIntro}>
      <form className="form" noValidate onSubmit={(e) => void sendCode(e)}>
        <div className="field">
          <label htmlFor="forgot-email">{ACCOUNT_FIELD_LABELS.email}</label>
          <input
            id="forgot-email"
            name="email"
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-describedby="forgot-email-hint"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <p id="forgot-email-hint" className="field-hint">
            {ACCOUNT_LABELS.spamHint}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? BUSY_LABELS.sending : ACCOUNT_LABELS.sendResetOtp}
          </button>
        </div>
      </form>
      <p className="form-note">
        <Link className="link" to="/login">
          {AUTH_COPY.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
