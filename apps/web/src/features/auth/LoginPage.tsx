import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS as ACCOUNT_FIELD_LABELS_EN,
  ACCOUNT_HEADINGS as ACCOUNT_HEADINGS_EN,
  ACCOUNT_LABELS as ACCOUNT_LABELS_EN,
  BUSY_LABELS as BUSY_LABELS_EN,
  USER_UNAUTHORIZED as USER_UNAUTHORIZED_EN,
  validateLoginForm,
  opensBackOffice,
} from '@studychina/contracts';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { needsEmailVerification } from './errors';
import { GoogleButton } from './GoogleButton';
import { PasswordInput } from './PasswordInput';
import { useLocale, useTranslated } from '../../lib/i18n';

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
  const { ACCOUNT_FIELD_LABELS, ACCOUNT_HEADINGS, ACCOUNT_LABELS, BUSY_LABELS, AUTH_COPY, USER_UNAUTHORIZED } =
    useTranslated({
      ACCOUNT_FIELD_LABELS: ACCOUNT_FIELD_LABELS_EN,
      ACCOUNT_HEADINGS: ACCOUNT_HEADINGS_EN,
      ACCOUNT_LABELS: ACCOUNT_LABELS_EN,
      BUSY_LABELS: BUSY_LABELS_EN,
      AUTH_COPY: AUTH_COPY_EN,
      USER_UNAUTHORIZED: USER_UNAUTHORIZED_EN,
    });
  const { setToken, setUser } = useSession();
  const { msg } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, submit } = useSubmit();

  const login = (event: FormEvent) =>
    submit(event, {
      validate: () => validateLoginForm({ email, password }),
      call: () => authApi.login({ email: email.trim(), password }),
      done: (answer) => {
        if (!answer.token) return void toast.error(USER_UNAUTHORIZED);
        setToken(answer.token);
        setUser(answer.user ?? null);
        if (answer.message) toast.success(answer.message);
        navigate(returnPath(location.state, answer.user?.role), { replace: true });
      },
      failed: (error) => {
        toast.error(msg(failureText(error)));
        // An unverified account got a fresh code and the pending-step cookie: enter it there.
        if (needsEmailVerification(error)) navigate('/verify-code');
      },
    });

  return (
    <AuthCard title={ACCOUNT_HEADINGS.login} intro={AUTH_COPY.loginIntro}>
      <form className="form" noValidate onSubmit={(e) => void login(e)}>
        <div className="field">
          <label htmlFor="login-email">{ACCOUNT_FIELD_LABELS.email}</label>
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
          <label htmlFor="login-password">{ACCOUNT_FIELD_LABELS.password}</label>
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
            {busy ? BUSY_LABELS.login : ACCOUNT_LABELS.login}
          </button>
          <div className="auth-divider">{AUTH_COPY.or}</div>
          <GoogleButton />
        </div>
      </form>
      <div className="auth-links">
        <p className="form-note">
          {AUTH_COPY.forgotLink}{' '}
          <Link className="link" to="/forgot-password">
            {ACCOUNT_LABELS.reset}
          </Link>
        </p>
        <p className="form-note">
          {AUTH_COPY.noAccount}{' '}
          <Link className="link" to="/register">
            {ACCOUNT_LABELS.register}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
