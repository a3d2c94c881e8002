import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * navigate(), later: the "after 3 (or 4) seconds" redirects of docs/product.md#redirect-delays, so the person can read the
 * toast first. Leaving the page earlier cancels the pending redirect.
 */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
}

/** docs/product.md#redirect-delays. */
export const REDIRECT_DELAY = {
  afterRegister: 4000,
  afterForgotPassword: 4000,
  afterEmailVerified: 3000,
  afterOtpVerified: 3000,
  afterPasswordReset: 3000,
} as const;
