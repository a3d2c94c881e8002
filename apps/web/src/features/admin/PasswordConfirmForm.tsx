import { useState, type FormEvent } from 'react';
import { ApiError, failureText } from '../../lib/api';

interface PasswordConfirmFormProps {
  /** The field's id; the refusal's is `${id}-problem`. */
  id: string;
  label: string;
  button: string;
  /** The call with the password; a refusal it throws shows in the form. */
  onConfirm(password: string): Promise<void>;
}

/** The API's word on the password (`errors.password`), else null. */
const passwordProblem = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const errors = (error.body as { errors?: { password?: unknown } } | null)?.errors;
  const first = Array.isArray(errors?.password) ? errors.password[0] : undefined;
  return typeof first === 'string' ? first : null;
};

/**
 * An action that asks for the password again (docs/decisions/0134-staff-second-factor.md): a wrong password shows
 * beside the field, any other refusal (too many tries, nothing to turn off) under it; busy while it runs.
 */
export function PasswordConfirmForm({ id, label, button, onConfirm }: PasswordConfirmFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: boolean; text: string } | null>(null);
  const problemId = `${id}-problem`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(password);
      setPassword('');
    } catch (error) {
      const onPassword = passwordProblem(error);
      setProblem(onPassword ? { field: true, text: onPassword } : { field: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={problem?.field || undefined}
          aria-describedby={problem?.field ? problemId : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {problem?.field && (
          <p id={problemId} className="field-error" role="alert">
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
        <button type="submit" className="btn btn-sm btn-secondary" disabled={busy || !password}>
          {button}
        </button>
      </div>
    </form>
  );
}
