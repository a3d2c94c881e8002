import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BUSY_LABELS, GOOGLE_SUCCESS_PARAM, ACCOUNT_TOASTS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { useFailureText } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { authApi } from './auth.api';
import './auth.css';

/** docs/product.md#google-success: the toast ids of this screen, so a repeated render never stacks a second toast. */
const SUCCESS_TOAST_ID = '3';
const FAILURE_TOAST_ID = '4';

/**
 * docs/product.md#google-success and docs/product.md#google-sign-in-flow: the API redirects here with the
 * encrypted, single-use `data`; we trade it for a token and user once, then go to /. `replace` keeps the
 * used link out of the history, so Back does not replay it.
 */
export function GoogleSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setToken, setUser } = useSession();
  const started = useRef(false);
  const busyLabels = useText(BUSY_LABELS);
  const toasts = useText(ACCOUNT_TOASTS);
  const failureText = useFailureText();
  // Read when the answer arrives (the French of messages may come in meanwhile), not a reason to start again.
  const textsNow = useRef({ toasts, failureText });
  useEffect(() => {
    textsNow.current = { toasts, failureText };
  }, [toasts, failureText]);
  const data = params.get(GOOGLE_SUCCESS_PARAM);

  useEffect(() => {
    // The handoff works once: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      toast.error(message, { id: FAILURE_TOAST_ID });
      navigate('/', { replace: true });
    };
    if (!data) return fail(textsNow.current.toasts.NOT_AUTHENTICATED_TRY_AGAIN);
    authApi
      .decryptUser({ encrypted: data })
      .then((answer) => {
        if (!answer.token) return fail(textsNow.current.toasts.NOT_AUTHENTICATED_TRY_AGAIN);
        setToken(answer.token);
        setUser(answer.user ?? null);
        toast.success(textsNow.current.toasts.SUCCESSFULLY_AUTHENTICATED, { id: SUCCESS_TOAST_ID });
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => fail(textsNow.current.failureText(error)));
  }, [data, navigate, setToken, setUser]);

  return (
    <div className="container auth-page">
      <div className="spinner-wrap" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="auth-status">{busyLabels.authenticating}</p>
      </div>
    </div>
  );
}
