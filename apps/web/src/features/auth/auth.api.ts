import type {
  AuthGoogleResponse,
  AuthResponse,
  CountryInfo,
  DecryptUserBody,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RegisterResponse,
  ResetPasswordBody,
  SetPasswordBody,
} from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/*
 * The account calls of docs/product.md#api-conventions, with the payload shapes it lists: JSON for most, form data for the two
 * code checks. The pending-step and reset-grant cookies ride along (apiFetch sends credentials).
 */

const otpForm = (otp: string) => {
  const form = new FormData();
  form.append('otp', otp);
  return { body: form };
};

export interface RegisterPayload {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phoneNumber: string;
  countryInfo: CountryInfo;
}

/** Fields the answers may carry beyond the happy-path schema (a success false, a missing token). */
export type Loose<T> = Omit<Partial<T>, 'success' | 'message'> & { success?: boolean; message?: string };

export const authApi = {
  /** A staff invitation's link sets the first password (docs/product.md#back-office-staff-accounts). */
  setPassword: (body: SetPasswordBody) => apiFetch<Loose<MessageResponse>>('/set-password', { body }),
  login: (body: LoginBody) => apiFetch<Loose<AuthResponse>>('/login', { body }),
  register: (body: RegisterPayload) => apiFetch<Loose<RegisterResponse>>('/register', { body }),
  verifyEmail: (otp: string) => apiFetch<Loose<AuthResponse>>('/verify-email', otpForm(otp)),
  verifyResetOtp: (otp: string) => apiFetch<Loose<AuthResponse>>('/verify-otp', otpForm(otp)),
  /** docs/product.md#api-conventions: JSON content type and no body; the person is known by the pending-step cookie. */
  resendOtp: () => apiFetch<Loose<MessageResponse>>('/resend-otp', { method: 'POST' }),
  forgotPassword: (body: ForgotPasswordBody) => apiFetch<Loose<MessageResponse>>('/forgot-password', { body }),
  resetPassword: (body: ResetPasswordBody) => apiFetch<Loose<MessageResponse>>('/reset-password', { body }),
  googleAuthUrl: () => apiFetch<AuthGoogleResponse>('/auth-google'),
  decryptUser: (body: DecryptUserBody) => apiFetch<Loose<AuthResponse>>('/decrypt-user', { body }),
};
