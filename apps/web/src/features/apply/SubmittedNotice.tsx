import { useLocation } from 'react-router-dom';
import { STUDENT_PAGES } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/** What the form passes to the application's page after a submit (docs/product.md#apply-submit). */
export interface SubmittedState {
  submitted: true;
}

export const isSubmittedState = (state: unknown): state is SubmittedState =>
  typeof state === 'object' && state !== null && (state as { submitted?: unknown }).submitted === true;

/**
 * On the application's page right after the form was submitted (docs/product.md#apply-submit): what happens
 * next, in the site's language, so the student knows they are done and what to watch for.
 */
export function SubmittedNotice() {
  const { state } = useLocation();
  const TEXTS = useText(STUDENT_PAGES.submitted);
  if (!isSubmittedState(state)) return null;
  return (
    <section className="alert alert-success submitted-notice" role="status" aria-labelledby="submitted-notice-title">
      <h2 id="submitted-notice-title" className="submitted-notice-title">
        {TEXTS.title}
      </h2>
      <ol>
        <li>{TEXTS.steps.receipt}</li>
        <li>{TEXTS.steps.review}</li>
        <li>{TEXTS.steps.actionRequired}</li>
        <li>{TEXTS.steps.forwarded}</li>
      </ol>
    </section>
  );
}
