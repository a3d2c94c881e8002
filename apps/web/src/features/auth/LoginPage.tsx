import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_HEADINGS,
  ACCOUNT_LABELS,
  BUSY_LABELS,
  ACCOUNT_TOASTS,
  checkLoginForm,
  opensBackOffice,
} from '@studychina/contracts';
import { useFailureText } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { needsEmailVerification } from './errors';
import { GoogleButton } from './GoogleButton';
import { PasswordInput } from './PasswordInput';
import type { SecondFactorState } from './SecondFactorPage';
import { useText } from '../../lib/i18n';

/**
 * Where to go after login: back to the page the guard sent the person away from, else / for students and
 * /admin for staff and admins (docs/product.md#login, docs/product.md#back-office-screens).
 */
function returnPath(state: unknown, role: string | undefined): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  return opensBackOffice(role) ? '/admin' : '/';
}

/** docs/product.md#login: e-mail and password, Reset and Register links, Google sign-in. */
export function LoginPage() {
  const accountFieldLabels = useText(ACCOUNT_FIELD_LABELS);
  const accountHeadings = useText(ACCOUNT_HEADINGS);
  const accountLabels = useText(ACCOUNT_LABELS);
  const busyLabels = useText(BUSY_LABELS);
  const authCopy = useText(AUTH_COPY);
  const toasts = useText(ACCOUNT_TOASTS);
  const failureText = useFailureText();
  const { setToken, setUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, submit } = useSubmit();

  const login = (event: FormEvent) =>
    submit(event, {
      validate: () => checkLoginForm({ email, password }),
      call: () => authApi.login({ email: email.trim(), password }),
      done: (answer) => {
        if (!answer.token) return void toast.error(toasts.USER_UNAUTHORIZED);
        // Staff: the token reaches only the second factor; the session starts on the next page.
        if (answer.mfa && answer.user) {
          const state: SecondFactorState = {
            token: answer.token,
            mfa: answer.mfa,
            user: answer.user,
            to: returnPath(location.state, answer.user.role),
          };
          return void navigate('/login/second-factor', { state });
        }
        setToken(answer.token);
        setUser(answer.user ?? null);
        if (answer.message) toast.success(answer.message);
        navigate(returnPath(location.state, answer.user?.role), { replace: true });
      },
      failed: (error) => {
        toast.error(failureText(error));
        // An unverified account got a fresh code and the pending-step cookie: enter it there.
        if (needsEmailVerification(error)) navigate('/verify-code');
      },
    });

  return (
    <AuthCard title={accountHeadings.login} intro={authCopy.loginIntro}>
      <form className="form" noValidate onSubmit={(e) => void login(e)}>
        <div className="field">
          <label htmlFor="login-email">{accountFieldLabels.email}</label>
          <input
            id="login-email"
            name="email"
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{accountFieldLabels.password}</label>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? busyLabels.login : accountLabels.login}
          </button>
          <div className="auth-divider">{authCopy.or}</div>
          <GoogleButton />
        </div>
      </form>
      <div className="auth-links">
        <p className="form-note">
          {authCopy.forgotLink}{' '}
          <Link className="link" to="/forgot-password">
            {accountLabels.reset}
          </Link>
        </p>
        <p className="form-note">
          {authCopy.noAccount}{' '}
          <Link className="link" to="/register">
            {accountLabels.register}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
