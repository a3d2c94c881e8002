import { ACCOUNT_HEADINGS } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';

/** docs/product.md#verify-otp: the code from forgot-password; then /reset-password after 3 s (docs/product.md#redirect-delays). */
export function VerifyOtpPage() {
  const accountHeadings = useText(ACCOUNT_HEADINGS);
  const authCopy = useText(AUTH_COPY);
  return (
    <AuthCard title={accountHeadings.verifyResetOtp}>
      <OtpForm
        intro={authCopy.verifyOtpIntro}
        verify={authApi.verifyResetOtp}
        next="/reset-password"
        delayMs={REDIRECT_DELAY.afterOtpVerified}
      />
    </AuthCard>
  );
}
