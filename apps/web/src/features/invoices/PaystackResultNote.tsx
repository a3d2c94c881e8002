import type { PaystackResult } from './paystack-return';
import type { InvoiceTexts } from './invoice-texts';

/** What Paystack's verify said on the return from its checkout. */
export function PaystackResultNote({ result, texts }: { result: PaystackResult; texts: InvoiceTexts }) {
  if (!result) return null;
  const text = {
    verifying: texts.verifying,
    paid: texts.resultPaid,
    pending: texts.resultPending,
    failed: texts.resultFailed,
  }[result];
  return (
    <p className={`invoice-result invoice-result-${result}`} role="status">
      {text}
    </p>
  );
}
