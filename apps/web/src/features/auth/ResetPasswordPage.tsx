import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_HEADINGS as ACCOUNT_HEADINGS_EN,
  ACCOUNT_LABELS as ACCOUNT_LABELS_EN,
  BUSY_LABELS as BUSY_LABELS_EN,
  RESET_PASSWORD_FAILED as RESET_PASSWORD_FAILED_EN,
  validateResetForm,
} from '@studychina/contracts';
import { useTranslated } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { NewPasswordFields } from './NewPasswordFields';
import { REDIRECT_DELAY, useDelayedNavigate } from './useDelayedNavigate';

/** docs/product.md#reset-password: the new password, allowed by the reset grant cookie from verify-otp. */
export function ResetPasswordPage() {
  const { ACCOUNT_HEADINGS, ACCOUNT_LABELS, BUSY_LABELS, RESET_PASSWORD_FAILED, AUTH_COPY } = useTranslated({
    ACCOUNT_HEADINGS: ACCOUNT_HEADINGS_EN,
    ACCOUNT_LABELS: ACCOUNT_LABELS_EN,
    BUSY_LABELS: BUSY_LABELS_EN,
    RESET_PASSWORD_FAILED: RESET_PASSWORD_FAILED_EN,
    AUTH_COPY: AUTH_COPY_EN,
  });
  const { user, setToken, setUser } = useSession();
  const later = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, submit } = useSubmit();

  const reset = (event: FormEvent) =>
    submit(event, {
      validate: () => validateResetForm({ password, confirmPassword }),
      call: () => authApi.resetPassword({ password }),
      done: (answer) => {
        if (!answer.success) return void toast.error(answer.message || RESET_PASSWORD_FAILED);
        if (answer.message) toast.success(answer.message);
        // The reset revokes every token issued before it (issue 3), including the one verify-otp stored:
        // drop it, so /login opens for signing in with the new password instead of bouncing to /.
        setToken(null);
        setUser(null);
        setPassword('');
        setConfirmPassword('');
        later('/login', REDIRECT_DELAY.afterPasswordReset);
      },
      fallback: RESET_PASSWORD_FAILED,
    });

  return (
    <AuthCard title={ACCOUNT_HEADINGS.resetPassword} intro={AUTH_COPY.resetIntro}>
      <form className="form" noValidate onSubmit={(e) => void reset(e)}>
        {/* Tells password managers which account the new password belongs to. */}
        {user?.email && <input type="email" name="email" autoComplete="username" value={user.email} readOnly hidden />}
        <NewPasswordFields
          id="reset-password"
          confirmName="confirmPassword"
          labels={ACCOUNT_LABELS}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? BUSY_LABELS.saving : ACCOUNT_LABELS.resetPassword}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
