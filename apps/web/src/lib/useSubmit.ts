import { useState, type FormEvent } from 'react';
import { useFailureText } from './failure-text';
import type { Text } from '@studychina/contracts';
import { hasTextRenderer, loadTextRenderer, useLocale } from './i18n';
import { toast } from './toast';

export interface Submission<T> {
  /** The form's own check (contracts' check*Form): a Text stops the submit and shows as an error toast. */
  validate?: () => Text | string | null | undefined;
  /** The API call. */
  call: () => Promise<T>;
  /** An answer came (2xx): the flow's toasts, session and redirect. */
  done: (answer: T) => void;
  /** The flow's text for a failure without any answer (network down), where the product gives one, in the visitor's language. */
  fallback?: string;
  /** Replaces the default error toast (failureText) for a flow that says more about a failure. */
  failed?: (error: unknown) => void;
}

/**
 * The one way a form is sent (docs/product.md#forms): while `busy` the button is disabled and a second
 * press does nothing; then validate, call, and either `done` or an error toast. The busy flag always
 * clears, whatever happened.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  // Form checks are Texts (by key); a failure's text comes from useFailureText: both in the visitor's language.
  const { locale, msg } = useLocale();
  const failureText = useFailureText();

  async function submit<T>(event: FormEvent | null, submission: Submission<T>): Promise<void> {
    event?.preventDefault();
    if (busy) return;
    const problem = submission.validate?.();
    if (problem) {
      // A toast is written once: the Text's renderer is loaded first (lazily, the first time: lib/i18n.tsx).
      if (typeof problem !== 'string' && !hasTextRenderer(locale)) await loadTextRenderer(locale);
      return void toast.error(msg(problem));
    }
    setBusy(true);
    try {
      submission.done(await submission.call());
    } catch (error) {
      if (submission.failed) submission.failed(error);
      else toast.error(failureText(error, submission.fallback));
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
