import { ACCOUNT_HEADINGS } from '@studychina/contracts';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';

/** SPEC 2 "Verify account": the code e-mailed at registration; then /login after 3 s (SPEC 4). */
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
