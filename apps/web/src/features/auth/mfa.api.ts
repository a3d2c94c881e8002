import type { MfaConfirmResponse, MfaSetupResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/** The staff second factor's calls (docs/decisions/0134-staff-second-factor.md), with the token the login gave. */
export const mfaApi = {
  setup: (token: string) => apiFetch<MfaSetupResponse>('/mfa/setup', { token, method: 'POST' }),
  confirm: (token: string, code: string) => apiFetch<MfaConfirmResponse>('/mfa/confirm', { token, body: { code } }),
  verify: (token: string, body: { code: string } | { recoveryCode: string }) =>
    apiFetch<{ token: string; message: string }>('/mfa/verify', { token, body }),
};
