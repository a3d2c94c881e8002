import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STAFF_SECURITY_COPY as COPY } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import { PasswordConfirmForm } from './PasswordConfirmForm';

/**
 * /admin/security, the signed-in member's own second factor (docs/decisions/0134-staff-second-factor.md): new
 * recovery codes, shown this once, and turning the authenticator app off. The API ends every session of the member
 * when the app goes, so this one ends here too and the sign-in follows (where a new app is set up).
 */
export function SecurityPage() {
  const { token, setToken, setUser } = useSession();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[] | null>(null);

  const renew = async (password: string) => {
    const answer = await adminApi.renewRecoveryCodes(password, token);
    setCodes(answer.recoveryCodes);
    toast.success(answer.message);
  };
  const turnOff = async (password: string) => {
    const answer = await adminApi.turnOffMfa(password, token);
    setToken(null);
    setUser(null);
    navigate('/login', { replace: true });
    toast.success(answer.message);
  };

  return (
    <div className="admin-security">
      <h1>{COPY.heading}</h1>
      <p>{COPY.intro}</p>
      <section className="card admin-panel" aria-labelledby="security-codes-title">
        <h2 id="security-codes-title">{COPY.codesTitle}</h2>
        <p>{COPY.codesIntro}</p>
        {codes ? (
          <div className="alert" role="region" aria-labelledby="security-new-codes-title">
            <h3 id="security-new-codes-title">{COPY.newCodesTitle}</h3>
            <p>{COPY.newCodesIntro}</p>
            <ol className="security-codes">
              {codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <button type="button" className="btn btn-sm btn-secondary" onClick={() => setCodes(null)}>
              {COPY.newCodesDone}
            </button>
          </div>
        ) : (
          <PasswordConfirmForm
            id="security-codes-password"
            label={COPY.passwordLabel}
            button={COPY.codesButton}
            onConfirm={renew}
          />
        )}
      </section>
      <section className="card admin-panel" aria-labelledby="security-app-title">
        <h2 id="security-app-title">{COPY.appTitle}</h2>
        <p>{COPY.appIntro}</p>
        <PasswordConfirmForm
          id="security-app-password"
          label={COPY.passwordLabel}
          button={COPY.appButton}
          onConfirm={turnOff}
        />
      </section>
    </div>
  );
}
