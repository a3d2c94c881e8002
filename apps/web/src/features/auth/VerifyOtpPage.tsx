import { ACCOUNT_HEADINGS as ACCOUNT_HEADINGS_EN } from '@studychina/contracts';
import { useTranslated } from '../../lib/i18n';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';

/** docs/product.md#verify-otp: the code from forgot-password; then /reset-password after 3 s (docs/product.md#redirect-delays). */
export function VerifyOtpPage() {
  const { ACCOUNT_HEADINGS, AUTH_COPY } = useTranslated({
    ACCOUNT_HEADINGS: ACCOUNT_HEADINGS_EN,
    AUTH_COPY: AUTH_COPY_EN,
  });
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
