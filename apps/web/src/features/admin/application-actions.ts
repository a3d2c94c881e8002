import { useRef, useState } from 'react';
import { APPLICATION_COPY as COPY, type StaffMember } from '@studychina/contracts';
import { ApiError, failureText } from '../../lib/api';
import { toast } from '../../lib/toast';

export const fullName = (member: Pick<StaffMember, 'firstname' | 'lastname'>) =>
  `${member.firstname} ${member.lastname}`;

/** 409 from a stale page: someone else moved the application (ILLEGAL_TRANSITION, CONFLICT). */
const isStale = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code !== 'DOCUMENTS_OUTSTANDING';

/**
 * Every action of the page: busy while it runs (a second press does nothing), a toast either way, then the
 * application reloads in place (scroll and open panels kept). A 409 reloads too and says why.
 */
export function useActions(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (call: () => Promise<{ message?: string }>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const answer = await call();
      if (answer.message) toast.success(answer.message);
      reload();
      return true;
    } catch (error) {
      if (isStale(error)) {
        toast.error(COPY.reloadedAfterConflict);
        reload();
      } else {
        toast.error(failureText(error));
        if (error instanceof ApiError && error.status === 409) reload();
      }
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
export type Actions = ReturnType<typeof useActions>;
