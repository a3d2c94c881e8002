import { useState, type FormEvent } from 'react';
import { ACCOUNT_HEADINGS, ACCOUNT_LABELS, BUSY_LABELS, ACCOUNT_TOASTS, checkResetForm } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { NewPasswordFields } from './NewPasswordFields';
import { REDIRECT_DELAY, useDelayedNavigate } from './useDelayedNavigate';

/** docs/product.md#reset-password: the new password, allowed by the reset grant cookie from verify-otp. */
export function ResetPasswordPage() {
  const accountHeadings = useText(ACCOUNT_HEADINGS);
  const accountLabels = useText(ACCOUNT_LABELS);
  const busyLabels = useText(BUSY_LABELS);
  const toasts = useText(ACCOUNT_TOASTS);
  const authCopy = useText(AUTH_COPY);
  const { user, setToken, setUser } = useSession();
  const later = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, submit } = useSubmit();

  const reset = (event: FormEvent) =>
    submit(event, {
      validate: () => checkResetForm({ password, confirmPassword }),
      call: () => authApi.resetPassword({ password }),
      done: (answer) => {
        if (!answer.success) return void toast.error(answer.message || toasts.RESET_PASSWORD_FAILED);
        if (answer.message) toast.success(answer.message);
        // The reset revokes every token issued before it (issue 3), including the one verify-otp stored:
        // drop it, so /login opens for signing in with the new password instead of bouncing to /.
        setToken(null);
        setUser(null);
        setPassword('');
        setConfirmPassword('');
        later('/login', REDIRECT_DELAY.afterPasswordReset);
      },
      fallback: toasts.RESET_PASSWORD_FAILED,
    });

  return (
    <AuthCard title={accountHeadings.resetPassword} intro={authCopy.resetIntro}>
      <form className="form" noValidate onSubmit={(e) => void reset(e)}>
        {/* Tells password managers which account the new password belongs to. */}
        {user?.email && <input type="email" name="email" autoComplete="username" value={user.email} readOnly hidden />}
        <NewPasswordFields
          id="reset-password"
          confirmName="confirmPassword"
          labels={accountLabels}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? busyLabels.saving : accountLabels.resetPassword}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
