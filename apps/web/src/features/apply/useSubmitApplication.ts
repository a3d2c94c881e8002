import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_TO_SUBMIT_APPLICATION, UNAUTHENTICATED_MESSAGE, validateForSubmit } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { buildApplicationBody, postApplication, type UploadAnswer } from './apply.api';
import { fromServerErrors } from './form-state';
import type { ApplicationForm } from './useApplicationForm';

/** SPEC 8 and 9: the form's toasts last 4000 ms and are blue. */
export const APPLY_TOAST = { duration: 4000, style: { background: '#1e40af', color: '#fff' } } as const;
/** SPEC 8: /login 4 s after a submit refused as unauthenticated. */
export const UNAUTHENTICATED_REDIRECT_MS = 4000;
const LOGIN_STATE = { from: '/apply' };

/**
 * Submit (SPEC 4 and 8): re-check steps 0 to 4 and jump to the first failing one; otherwise post the
 * form with upload progress and handle every answer. `scrollTop` brings the step's top into view.
 */
export function useSubmitApplication(form: ApplicationForm, scrollTop: () => void) {
  const { token, setToken } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  // Set while the 401 toast is showing: the token is gone, but /login comes after SPEC's 4 s.
  const leaving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const upload = useRef<AbortController>(undefined);

  // SPEC 6: no token, no form. The route guard decides on entry; this covers a token removed meanwhile
  // (logout here or in another tab). The draft is already saved, so nothing typed is lost.
  useEffect(() => {
    if (!token && !leaving.current) navigate('/login', { replace: true, state: LOGIN_STATE });
  }, [token, navigate]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      upload.current?.abort();
    },
    [],
  );

  const handleAnswer = ({ status, body }: UploadAnswer) => {
    const message = body?.message ?? '';
    if (status >= 200 && status < 300 && body?.success !== false) {
      toast.success(message, APPLY_TOAST);
      form.reset();
      scrollTop();
    } else if (message === UNAUTHENTICATED_MESSAGE) {
      // SPEC 8: a refusal whose message is 'Unauthenticated.' (the API's 401 for a missing or dead token).
      leaving.current = true;
      setToken(null);
      toast.error(LOGIN_TO_SUBMIT_APPLICATION, APPLY_TOAST);
      timer.current = setTimeout(
        () => navigate('/login', { replace: true, state: LOGIN_STATE }),
        UNAUTHENTICATED_REDIRECT_MS,
      );
    } else if (status === 422 || status === 413) {
      // Not in SPEC 8's list as a toast: the server's texts go inline, on the first step holding one
      // (a 413 names the files that are too large, so it lands on Documents).
      const { step, validation } = fromServerErrors(body?.errors, message);
      form.showErrors(step ?? (status === 413 ? 4 : form.step), validation);
      scrollTop();
    } else {
      // SPEC 8: any other refusal is only logged.
      console.error(`POST /apply answered ${status}`, message);
    }
  };

  const submit = async () => {
    if (submitting) return;
    if (!token) return void navigate('/login', { replace: true, state: LOGIN_STATE });
    const failure = validateForSubmit(form.values, form.files);
    if (failure) {
      form.showErrors(failure.step, failure.result);
      return scrollTop();
    }
    setSubmitting(true);
    setProgress(0);
    upload.current = new AbortController();
    try {
      handleAnswer(
        await postApplication(buildApplicationBody(form.values, form.files), token, setProgress, upload.current.signal),
      );
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(error instanceof Error ? error.message : String(error), APPLY_TOAST);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, progress };
}
