import { useCallback } from 'react';
import { SHELL_TOASTS } from '@studychina/contracts';
import { NetworkFailure, failureText } from './api';
import { useText } from './i18n';

/**
 * failureText (lib/api.ts) in the visitor's language: a refusal's message is the API's, already in the request's
 * language; the flow's fallback comes in it; no answer at all is the toasts' NETWORK_FAILURE, whose French ships
 * with the shell, so it shows at once (docs/decisions/0116-texts-by-key-to-the-end.md).
 */
export function useFailureText(): (error: unknown, fallback?: string) => string {
  const toasts = useText(SHELL_TOASTS);
  return useCallback(
    (error, fallback) =>
      failureText(error, fallback ?? (error instanceof NetworkFailure ? toasts.NETWORK_FAILURE : undefined)),
    [toasts],
  );
}
