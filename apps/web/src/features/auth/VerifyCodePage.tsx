import { ACCOUNT_HEADINGS } from '@studychina/contracts';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';
import { useText } from '../../lib/i18n';

/** docs/product.md#verify-code: the code e-mailed at registration; then /login after 3 s (docs/product.md#redirect-delays). */
export function VerifyCodePage() {
  const accountHeadings = useText(ACCOUNT_HEADINGS);
  const authCopy = useText(AUTH_COPY);
  return (
    <AuthCard title={accountHeadings.verifyAccount}>
      <OtpForm
        intro={authCopy.verifyCodeIntro}
        verify={authApi.verifyEmail}
        next="/login"
        delayMs={REDIRECT_DELAY.afterEmailVerified}
      />
    </AuthCard>
  );
}
