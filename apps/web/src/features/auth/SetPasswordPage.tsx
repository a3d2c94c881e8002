import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_LABELS, BUSY_LABELS, SET_PASSWORD_COPY as COPY, checkResetForm } from '@studychina/contracts';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * /set-password?token=…: the invitation mail's link for a new staff member (docs/product.md#back-office-staff-accounts),
 * with the registration's password rules; then to /login.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, submit } = useSubmit();

  const save = (event: FormEvent) =>
    submit(event, {
      validate: () => (token ? checkResetForm({ password, confirmPassword }) : COPY.missingToken),
      call: () => authApi.setPassword({ token, password, password_confirmation: confirmPassword }),
      done: (answer) => {
        if (answer.message) toast.success(answer.message);
        navigate('/login', { replace: true });
      },
    });

  return (
    <AuthCard title={COPY.heading} intro={token ? COPY.intro : COPY.missingToken}>
      <form className="form" noValidate onSubmit={(e) => void save(e)}>
        <NewPasswordFields
          id="set-password"
          confirmName="password_confirmation"
          labels={ACCOUNT_LABELS}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? BUSY_LABELS.saving : COPY.submit}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
