import type { Ref } from 'react';
import { useFormLanguage } from './form-language';

/**
 * docs/product.md#apply-validation: the step's messages, de-duplicated (validateStep already did), under 'Please fix the
 * following:', in the form's language (our checks' English texts and the API's answers alike). Focusable, so the page can move the focus to it when it first appears (screen readers read it).
 */
export function ErrorList({ messages, ref }: { messages: readonly string[]; ref?: Ref<HTMLDivElement> }) {
  const { texts, t } = useFormLanguage();
  if (messages.length === 0) return null;
  return (
    <div ref={ref} className="alert alert-error error-list" role="alert" tabIndex={-1}>
      <p className="error-list-title">{texts.outcome.pleaseFix}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{t(message)}</li>
        ))}
      </ul>
    </div>
  );
}
