import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MFA_TEXTS, type MfaSetupResponse, type MfaState, type User } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useFailureText } from '../../lib/failure-text';
import { useSubmit } from '../../lib/useSubmit';
import { AuthCard } from './AuthCard';
import { mfaApi } from './mfa.api';

/** What the login page hands over: the token that reaches only /user/mfa/*, and where to go after. */
export interface SecondFactorState {
  token: string;
  mfa: MfaState;
  user: User;
  to: string;
}

/**
 * /login/second-factor (docs/decisions/0134-staff-second-factor.md): a staff member's second step. The first time,
 * the QR and the key to add to an authenticator app, its first code, then the ten recovery codes shown once; after,
 * the app's code or a recovery code. The session starts only with the full token this page gets.
 */
export function SecondFactorPage() {
  const state = useLocation().state as SecondFactorState | null;
  if (!state?.token) return <Navigate to="/login" replace />;
  return state.mfa === 'setup_required' ? <Enrol {...state} /> : <Verify {...state} />;
}

function useFinish({ user, to }: SecondFactorState) {
  const { setToken, setUser } = useSession();
  const navigate = useNavigate();
  return (token: string) => {
    setToken(token);
    setUser(user);
    navigate(to, { replace: true });
  };
}

function CodeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}

function Enrol(props: SecondFactorState) {
  const texts = useText(MFA_TEXTS);
  const failureText = useFailureText();
  const finish = useFinish(props);
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<{ token: string; recoveryCodes: string[] } | null>(null);
  const { busy, submit } = useSubmit();

  useEffect(() => {
    let live = true;
    mfaApi.setup(props.token).then(
      (answer) => live && setSetup(answer),
      (error: unknown) => toast.error(failureText(error)),
    );
    return () => {
      live = false;
    };
    // One key per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.token]);

  const confirm = (event: FormEvent) =>
    submit(event, {
      call: () => mfaApi.confirm(props.token, code),
      done: (answer) => setDone({ token: answer.token, recoveryCodes: answer.recoveryCodes }),
    });

  if (done)
    return (
      <AuthCard title={texts.codesTitle} intro={texts.codesIntro}>
        <ol className="mfa-codes" aria-label={texts.codesTitle}>
          {done.recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn-primary btn-block" onClick={() => finish(done.token)}>
          {texts.codesSaved}
        </button>
      </AuthCard>
    );

  return (
    <AuthCard title={texts.enrolTitle} intro={texts.enrolIntro}>
      {!setup ? (
        <p role="status">{texts.loading}</p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void confirm(e)}>
          <img className="mfa-qr" src={setup.qr} alt={texts.qrAlt} width={240} height={240} />
          <div className="field">
            <span id="mfa-key-label">{texts.keyLabel}</span>
            <code className="mfa-key" aria-labelledby="mfa-key-label" data-testid="mfa-key">
              {setup.secret}
            </code>
          </div>
          <CodeField id="mfa-code" label={texts.codeLabel} value={code} onChange={setCode} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {texts.confirm}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

function Verify(props: SecondFactorState) {
  const texts = useText(MFA_TEXTS);
  const finish = useFinish(props);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { busy, submit } = useSubmit();

  const verify = (event: FormEvent) =>
    submit(event, {
      call: () => mfaApi.verify(props.token, recovery ? { recoveryCode: code.trim() } : { code }),
      done: (answer) => finish(answer.token),
    });

  return (
    <AuthCard title={texts.verifyTitle} intro={texts.verifyIntro}>
      <form className="form" noValidate onSubmit={(e) => void verify(e)}>
        {recovery ? (
          <div className="field">
            <label htmlFor="mfa-recovery">{texts.recoveryCodeLabel}</label>
            <input
              id="mfa-recovery"
              className="input"
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        ) : (
          <CodeField id="mfa-code" label={texts.codeLabel} value={code} onChange={setCode} />
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {texts.verify}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? texts.useAppCode : texts.useRecoveryCode}
        </button>
      </form>
    </AuthCard>
  );
}
