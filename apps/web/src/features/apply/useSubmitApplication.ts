import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORM_TEXTS, validateForSubmit, type ApplicationFormValues, type FormTexts } from '@studychina/contracts';
import { ApiError } from '../../lib/api';
import { LOGOUT_REDIRECT_MS, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { ApplyAnswer } from './apply.api';
import { allUploaded, countedFiles, fromServerErrors } from './form-state';
import { clearDraft } from './draft-storage';
import { submitServerDraft } from './server-draft.api';
import type { SubmittedState } from './SubmittedNotice';
import type { ApplicationForm } from './useApplicationForm';

/** Why a submit did not go: no answer, our server's failure, or documents still uploading. */
export type NotSentReason = 'network' | 'server' | 'notAllUploaded';
/** Its text in the form's language. */
export const notSentText = (texts: FormTexts, why: NotSentReason): string =>
  why === 'notAllUploaded' ? texts.uploads.notAllUploaded : texts.notSent[why];

/** docs/product.md#apply-submit, docs/product.md#toasts: the form's toasts last 4000 ms and are blue. */
export const APPLY_TOAST = { duration: 4000, style: { background: '#1e40af', color: '#fff' } } as const;
/** docs/product.md#apply-submit: /login 4 s after a submit refused as unauthenticated. */
export const UNAUTHENTICATED_REDIRECT_MS = 4000;
const LOGIN_STATE = { from: '/apply' };

/**
 * Submit (docs/product.md#apply-submit): re-check steps 0 to 4 and jump to the first failing one; otherwise,
 * once every document is on the server, save the values to the server draft and submit it
 * (docs/product.md#resumable-uploads-and-the-server-draft), handling every answer. `scrollTop` brings the
 * step's top into view; `flush` saves the values to the server draft.
 */
export function useSubmitApplication(
  form: ApplicationForm,
  scrollTop: () => void,
  flush: (token: string, values: ApplicationFormValues) => Promise<void>,
  /** The form's texts in its language (the toasts'; the page shows `outcome.why` in the language of the moment). */
  texts: FormTexts = FORM_TEXTS,
) {
  const { token } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  /** What the page says after a submit: sent (with the way to the dashboard), or why it was not and that a retry is safe. */
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; why: NotSentReason } | null>(null);
  // Set while the 401 toast is showing: the token is gone, but /login comes after the product's 4 s.
  const leaving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // docs/product.md#route-access: no token, no form. The route guard decides on entry; this covers a token removed meanwhile
  // (logout here or in another tab): like a logout anywhere, / after 3 s (docs/product.md#logout), time to read the toast.
  const opened = useRef(Boolean(token));
  useEffect(() => {
    if (token || leaving.current) return;
    if (!opened.current) return void navigate('/login', { replace: true, state: LOGIN_STATE });
    const away = setTimeout(() => navigate('/', { replace: true }), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(away);
  }, [token, navigate]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const accepted = (answer: ApplyAnswer | null) => {
    if (answer?.success === false) return void console.error('The submit answered success: false', answer.message);
    // The API's answer, written in the request's language.
    toast.success(answer?.message ?? '', APPLY_TOAST);
    const id = answer?.application?.id;
    if (id) {
      // docs/product.md#apply-submit: on to the application's page, which says what happens next. The draft
      // goes from the browser; the form's state goes with the page (resetting it here would make the form
      // ask for its first step while the navigation, a transition, is still on its way).
      clearDraft();
      const state: SubmittedState = { submitted: true };
      return void navigate(`/dashboard/applications/${encodeURIComponent(id)}`, { state });
    }
    // An answer without the application (another server): the form cleared, with the way to the dashboard.
    setOutcome({ sent: true });
    form.reset();
    scrollTop();
  };

  const refused = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    // No answer at all (network down, common on mobile data) or our server's failure: nothing was stored,
    // the form stays, and the applicant is told so and that Submit again is safe. A deliberate change from
    // the specification's "only logged" for 5xx (docs/product.md#apply-submit).
    const notSent = (why: 'network' | 'server') => {
      toast.error(texts.notSent[why], APPLY_TOAST);
      setOutcome({ sent: false, why });
    };
    if (!(error instanceof ApiError)) return notSent('network');
    if (error.code === 'UNAUTHENTICATED') {
      // docs/product.md#apply-submit: the token was refused (lib/api.ts has ended the session); the toast,
      // then /login after 4 s. `leaving` keeps the token watch above from leaving at once.
      leaving.current = true;
      toast.error(texts.outcome.loginToSubmit, APPLY_TOAST);
      timer.current = setTimeout(
        () => navigate('/login', { replace: true, state: LOGIN_STATE }),
        UNAUTHENTICATED_REDIRECT_MS,
      );
    } else if (error.status === 422 || error.status === 413) {
      // Inline on the first step holding a text, not a toast; by status, so a proxy's bare 413 counts
      // too: docs/decisions/0010-413-shown-inline.md.
      const { step, validation } = fromServerErrors(
        (error.body as { errors?: Record<string, string[]> } | null)?.errors,
        error.message,
      );
      form.showErrors(step ?? (error.status === 413 ? 4 : form.step), validation);
      scrollTop();
    } else if (error.status >= 500) {
      console.error(`The submit answered ${error.status}`, error.message);
      notSent('server');
    } else {
      // Any other refusal is only logged (docs/product.md#apply-submit).
      console.error(`The submit answered ${error.status}`, error.message);
    }
  };

  const submit = async () => {
    if (submitting) return;
    if (!token) return void navigate('/login', { replace: true, state: LOGIN_STATE });
    const failure = validateForSubmit(form.values, countedFiles(form.files), new Date(), form.programmeFacts);
    if (failure) {
      form.showErrors(failure.step, failure.result, true);
      return scrollTop();
    }
    if (!allUploaded(form.files)) {
      toast.error(texts.uploads.notAllUploaded, APPLY_TOAST);
      return setOutcome({ sent: false, why: 'notAllUploaded' });
    }
    setSubmitting(true);
    setOutcome(null);
    let answer: ApplyAnswer | null;
    try {
      await flush(token, form.values);
      answer = await submitServerDraft(token);
    } catch (error) {
      return refused(error);
    } finally {
      setSubmitting(false);
    }
    accepted(answer);
  };

  return { submit, submitting, outcome };
}
