import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PaystackResult = 'verifying' | 'paid' | 'pending' | 'failed' | null;

/**
 * Back from Paystack (its callback adds `?reference=`): ask our API to verify, say what it found, and take the
 * reference out of the address so a reload does not ask again. `verify` answers the status of the payment with that
 * reference.
 */
export function usePaystackReturn(verify: (reference: string) => Promise<string | undefined>): PaystackResult {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  const [answer, setAnswer] = useState<Exclude<PaystackResult, 'verifying'>>(null);
  const check = useEffectEvent((asked: string) => {
    verify(asked).then(
      (status) => {
        setAnswer(status === 'succeeded' ? 'paid' : status === 'failed' ? 'failed' : 'pending');
        setParams({}, { replace: true });
      },
      () => setAnswer('pending'),
    );
  });
  useEffect(() => {
    if (reference) check(reference);
  }, [reference]);
  return reference && !answer ? 'verifying' : answer;
}
