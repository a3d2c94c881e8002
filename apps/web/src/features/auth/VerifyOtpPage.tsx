import { ACCOUNT_HEADINGS } from '@studychina/contracts';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';

/** docs/product.md#verify-otp: the code from forgot-password; then /reset-password after 3 s (docs/product.md#redirect-delays). */
export function VerifyOtpPage() {
  return (
    <AuthCard title={ACCOUNT_HEADINGS.verifyResetOtp}>
      <OtpForm
        intro={AUTH_COPY.verifyOtpIntro}
        verify={authApi.verifyResetOtp}
        next="/reset-password"
        delayMs={REDIRECT_DELAY.afterOtpVerified}
      />
    </AuthCard>
  );
}
