import { ACCOUNT_HEADINGS as ACCOUNT_HEADINGS_EN } from '@studychina/contracts';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { OtpForm } from './OtpForm';
import { REDIRECT_DELAY } from './useDelayedNavigate';
import { useTranslated } from '../../lib/i18n';

/** docs/product.md#verify-code: the code e-mailed at registration; then /login after 3 s (docs/product.md#redirect-delays). */
export function VerifyCodePage() {
  const { ACCOUNT_HEADINGS, AUTH_COPY } = useTranslated({
    ACCOUNT_HEADINGS: ACCOUNT_HEADINGS_EN,
    AUTH_COPY: AUTH_COPY_EN,
  });
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
