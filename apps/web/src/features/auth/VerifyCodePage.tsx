import { ACCOUNT_HEADINGS } from '@studychina/contracts';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';

/** docs/product.md#verify-code: the code e-mailed at registration; then /login after 3 s (docs/product.md#redirect-delays). */
export function VerifyCodePage() {
  return (
    <AuthCard title={ACCOUNT_HEADINGS.verifyAccount}>
      <OtpForm
        intro={AUTH_COPY.verifyCodeIntro}
        verify={authApi.verifyEmail}
        next="/login"
        delayMs={REDIRECT_DELAY.afterEmailVerified}
      />
    </AuthCard>
  );
}
