import { useEffect, useRef } from 'react';
import type { AccountDetails } from '@studychina/contracts';
import { useSession } from '../../lib/session';

/**
 * Once per visit of /apply, when the drafts are settled (`ready`: the account's draft was read, or could not
 * be), step 1's empty name, e-mail and phone are filled from the signed-in account
 * (docs/product.md#apply-personal). Not before: the account's draft may still replace the values, and a form
 * filled too early would look newer than it. Not again: a field the student emptied on purpose stays empty.
 */
export function useAccountDetails(fill: (account: AccountDetails) => void, ready: boolean) {
  const { user } = useSession();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || !user || done.current) return;
    done.current = true;
    fill(user);
  }, [ready, user, fill]);
}
