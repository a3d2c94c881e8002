import { useEffect, useRef, useState } from 'react';
import { LAST_APPLICATION_STEP } from '@studychina/contracts';
import { useFormLanguage } from './form-language';

interface ApplyActionsProps {
  step: number;
  submitting: boolean;
  onBack(): void;
  onReset(): void;
}

/**
 * The buttons (docs/product.md#apply-steps): Reset form; Back from the second step on; Continue up to the fifth; Submit on the
 * last ('Submitting....' while busy). Continue and Submit are the form's submit button, so Enter in a
 * field continues. Nothing else can be pressed during an upload (a Reset would wipe what is being sent).
 * Reset asks first and says what it erases: on a phone it sits under Continue, one slip from losing everything.
 */
export function ApplyActions({ step, submitting, onBack, onReset }: ApplyActionsProps) {
  const { page } = useFormLanguage().texts;
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  // The safe choice takes the focus when the question appears: Enter or a second slip keeps everything.
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  return (
    <div className="apply-actions">
      {confirming && !submitting ? (
        <div className="apply-reset-confirm" role="group" aria-labelledby="apply-reset-question">
          <p id="apply-reset-question">{page.resetQuestion}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setConfirming(false);
              onReset();
            }}
          >
            {page.resetConfirm}
          </button>
          <button ref={keep} type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            {page.resetCancel}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-secondary apply-reset"
          onClick={() => setConfirming(true)}
          disabled={submitting}
        >
          {page.reset}
        </button>
      )}
      <div className="apply-nav">
        {step >= 1 && (
          <button type="button" className="btn btn-secondary" onClick={onBack} disabled={submitting}>
            {page.back}
          </button>
        )}
        {step < LAST_APPLICATION_STEP ? (
          <button type="submit" className="btn btn-primary">
            {page.continue}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? page.submitting : page.submit}
          </button>
        )}
      </div>
    </div>
  );
}
