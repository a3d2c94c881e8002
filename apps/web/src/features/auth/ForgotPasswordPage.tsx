import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_HEADINGS,
  ACCOUNT_LABELS,
  BUSY_LABELS,
  ACCOUNT_TOASTS,
  checkForgotPasswordForm,
} from '@studychina/contracts';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { REDIRECT_DELAY, useDelayedNavigate } from './useDelayedNavigate';
import { useText } from '../../lib/i18n';

/** docs/product.md#forgot-password and docs/product.md#password-reset-flow (first step). */
export function ForgotPasswordPage() {
  const accountFieldLabels = useText(ACCOUNT_FIELD_LABELS);
  const accountHeadings = useText(ACCOUNT_HEADINGS);
  const accountLabels = useText(ACCOUNT_LABELS);
  const busyLabels = useText(BUSY_LABELS);
  const toasts = useText(ACCOUNT_TOASTS);
  const authCopy = useText(AUTH_COPY);
  const later = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const { busy, submit } = useSubmit();

  const sendCode = (event: FormEvent) =>
    submit(event, {
      validate: () => checkForgotPasswordForm({ email }),
      call: () => authApi.forgotPassword({ email: email.trim() }),
      done: (answer) => {
        if (!answer.success) return void toast.error(answer.message || toasts.SOMETHING_WENT_WRONG_TRY_AGAIN);
        if (answer.message) toast.success(answer.message);
        later('/verify-otp', REDIRECT_DELAY.afterForgotPassword);
      },
      fallback: toasts.SOMETHING_WENT_WRONG_TRY_AGAIN,
    });

  return (
    <AuthCard title={accountHeadings.forgotPassword} intro={authCopy.forgotIntro}>
      <form className="form" noValidate onSubmit={(e) => void sendCode(e)}>
        <div className="field">
          <label htmlFor="forgot-email">{accountFieldLabels.email}</label>
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
            {accountLabels.spamHint}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? busyLabels.sending : accountLabels.sendResetOtp}
          </button>
        </div>
      </form>
      <p className="form-note">
        <Link className="link" to="/login">
          {authCopy.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
