import type { Ref } from 'react';
import type { ListedError } from './form-state';
import { useFormLanguage } from './form-language';
import { useLocale } from '../../lib/i18n';

interface ErrorListProps {
  items: readonly ListedError[];
  /** The step showing the list: texts of any other step get a button to theirs. */
  step: number;
  onGoTo(step: number): void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * docs/product.md#apply-validation: the step's messages, de-duplicated (validateStep already did), under 'Please fix the
 * following:', in the page's language (our checks' Texts by key, the API's answers as it wrote them). A text of
 * another step (a 422 names fields of any step) has a button to that step (docs/product.md#apply-errors), so
 * no error is out of reach. Focusable, so the page can move the focus to it when it first appears (screen
 * readers read it).
 */
export function ErrorList({ items, step, onGoTo, ref }: ErrorListProps) {
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="alert alert-error error-list" role="alert" tabIndex={-1}>
      <p className="error-list-title">{texts.outcome.pleaseFix}</p>
      <ul>
        {items.map(({ text, step: at }) => (
          <li key={JSON.stringify(text)}>
            {at !== null && at !== step ? (
              <>
                <span className="error-list-text">{msg(text)}</span>{' '}
                <button type="button" className="link error-list-go" onClick={() => onGoTo(at)}>
                  {texts.copy.goToStep(at + 1, texts.stepTitles[at] ?? '')}
                </button>
              </>
            ) : (
              msg(text)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
