import type { Ref } from 'react';
import { PLEASE_FIX_FOLLOWING } from '@studychina/contracts';

/**
 * docs/product.md#apply-validation: the step's messages, de-duplicated (validateStep already did), under 'Please fix the
 * following:'. Focusable, so the page can move the focus to it when it first appears (screen readers read it).
 */
export function ErrorList({ messages, ref }: { messages: readonly string[]; ref?: Ref<HTMLDivElement> }) {
  if (messages.length === 0) return null;
  return (
    <div ref={ref} className="alert alert-error error-list" role="alert" tabIndex={-1}>
      <p className="error-list-title">{PLEASE_FIX_FOLLOWING}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
