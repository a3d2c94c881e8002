import { PLEASE_FIX_FOLLOWING } from '@studychina/contracts';

/** docs/product.md#apply-validation: the step's messages, de-duplicated (validateStep already did), under 'Please fix the following:'. */
export function ErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-error error-list" role="alert">
      <p className="error-list-title">{PLEASE_FIX_FOLLOWING}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
