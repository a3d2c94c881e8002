import { APPLICATION_STEP_COUNT } from '@studychina/contracts';
import { useFormLanguage } from './form-language';

interface StepProgressProps {
  step: number;
  /** The furthest step the applicant has reached: every step up to it can be opened from here. */
  furthest: number;
  onGoTo(step: number): void;
}

/**
 * docs/product.md#apply-page: six steps with a progress bar. The bar is a real <progress> (read out as "step 3 of 6"); the
 * step names under it are a list with the current one marked aria-current (names hidden on small phones
 * except the current one, so the row never overflows 360 px). Steps already visited are buttons that open
 * them (docs/product.md#apply-steps): the applicant is never shut out of a step they have seen.
 */
export function StepProgress({ step, furthest, onGoTo }: StepProgressProps) {
  const { copy, stepTitles } = useFormLanguage().texts;
  const label = copy.stepOf(step + 1, APPLICATION_STEP_COUNT);
  return (
    <div className="step-progress">
      <p className="step-progress-label">
        <span>{label}</span>: <strong>{stepTitles[step]}</strong>
      </p>
      <progress className="step-progress-bar" max={APPLICATION_STEP_COUNT} value={step + 1} aria-label={label} />
      <ol className="step-names" role="list">
        {stepTitles.map((title, i) => {
          const inner = (
            <>
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="step-title">{title}</span>
            </>
          );
          return (
            <li
              key={title}
              className={i < step ? 'is-done' : i === step ? 'is-current' : i <= furthest ? 'is-visited' : undefined}
              aria-current={i === step ? 'step' : undefined}
            >
              {i !== step && i <= furthest ? (
                <button type="button" className="step-open" onClick={() => onGoTo(i)}>
                  {inner}
                </button>
              ) : (
                inner
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
