import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessageResponse } from '@studychina/contracts';
import type { ACCOUNT_DELETE_PANEL } from '@studychina/contracts/content-pages/account-delete';
import { ApiError, NetworkFailure, apiFetch, failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePanelTexts } from './usePanelTexts';

type PanelTexts = typeof ACCOUNT_DELETE_PANEL;
const loaded = new Map<string, Promise<PanelTexts>>();
/** Each language's words, loaded once by this panel alone (no other page carries them). */
const textsIn = (locale: string): Promise<PanelTexts> => {
  let texts = loaded.get(locale);
  if (!texts) {
    texts =
      locale === 'fr'
        ? import('@studychina/contracts/content-pages/account-delete.fr').then(
            (m) => m.ACCOUNT_DELETE_PANEL_FR as PanelTexts,
          )
        : import('@studychina/contracts/content-pages/account-delete').then((m) => m.ACCOUNT_DELETE_PANEL);
    loaded.set(locale, texts);
  }
  return texts;
};

/** The API's word on the password (wrong, or a Google-only account without one), else null. */
const passwordProblem = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const errors = (error.body as { errors?: { password?: unknown } } | null)?.errors;
  const first = Array.isArray(errors?.password) ? errors.password[0] : undefined;
  return typeof first === 'string' ? first : null;
};

/** The erased message stays up long enough to read on the home page. */
const ERASED_TOAST_MS = 8000;

/**
 * "Delete my account" on the dashboard (issue 31, docs/decisions/0143-account-erasure.md): what happens is said
 * before anything is asked; then the password again, `DELETE /user/account`. A refusal shows beside the field; on
 * success `signOut` (the site's logout, passed in: this chunk imports nothing more from the entry) ends the session
 * and the draft, and the student lands on / with the API's message.
 */
export function DeleteAccountPanel({ signOut }: { signOut(): void }) {
  const { texts: TEXT } = usePanelTexts(textsIn);
  const { token } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiFetch<MessageResponse>('/account', { token, method: 'DELETE', body: { password } });
      // The site's logout ends the session and forgets the draft; its "logged out" toast gives way to the API's
      // message, and the home page comes now rather than after its 3 s.
      signOut();
      toast.dismiss();
      navigate('/', { replace: true });
      toast.success(answer.message, { duration: ERASED_TOAST_MS });
    } catch (error) {
      const onPassword = passwordProblem(error);
      // No answer at all: the panel's own words, in the page's language (lib/failure-text.ts would split the entry).
      const other = error instanceof NetworkFailure ? (TEXT?.offline ?? error.message) : failureText(error);
      setProblem(onPassword ? { field: true, text: onPassword } : { field: false, text: other });
      setBusy(false);
    }
  };

  if (!TEXT) return null;
  return (
    <section className="card dashboard-delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{TEXT.title}</h2>
      <p>{TEXT.intro}</p>
      <ul>
        <li>{TEXT.withdrawn}</li>
        <li>{TEXT.erased}</li>
        <li>{TEXT.kept}</li>
        <li>{TEXT.letters}</li>
      </ul>
      {!open ? (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
            {TEXT.start}
          </button>
        </p>
      ) : (
        <form className="form" onSubmit={(e) => void erase(e)} noValidate>
          <div className="field">
            <label htmlFor="delete-account-password">{TEXT.passwordLabel}</label>
            <input
              id="delete-account-password"
              className="input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={problem?.field || undefined}
              aria-describedby={problem?.field ? 'delete-account-problem' : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            {problem?.field && (
              <p id="delete-account-problem" className="field-error" role="alert">
                {problem.text}
              </p>
            )}
          </div>
          {problem && !problem.field && (
            <p className="field-error" role="alert">
              {problem.text}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-danger" disabled={busy || !password}>
              {TEXT.confirm}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setOpen(false);
                setPassword('');
                setProblem(null);
              }}
            >
              {TEXT.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
