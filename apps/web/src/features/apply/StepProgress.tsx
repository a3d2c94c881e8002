import { APPLICATION_STEP_COUNT } from '@studychina/contracts';
import { useFormLanguage } from './form-language';

/**
 * docs/product.md#apply-page: six steps with a progress bar. The bar is a real <progress> (read out as "step 3 of 6"); the
 * step names under it are a list with the current one marked aria-current (names hidden on small phones
 * except the current one, so the row never overflows 360 px).
 */
export function StepProgress({ step }: { step: number }) {
  const { copy, stepTitles } = useFormLanguage().texts;
  const label = copy.stepOf(step + 1, APPLICATION_STEP_COUNT);
  return (
    <div className="step-progress">
      <p className="step-progress-label">
        <span>{label}</span>: <strong>{stepTitles[step]}</strong>
      </p>
      <progress className="step-progress-bar" max={APPLICATION_STEP_COUNT} value={step + 1} aria-label={label} />
      <ol className="step-names" role="list">
        {stepTitles.map((title, i) => (
          <li
            key={title}
            className={i < step ? 'is-done' : i === step ? 'is-current' : undefined}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="step-title">{title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
