import { useId, useState, type FormEvent } from 'react';
import {
  ACCOUNT_LABELS,
  BUSY_LABELS,
  RESEND_COUNTDOWN_SECONDS,
  ACCOUNT_TOASTS,
  resendOtpCountdownLabel,
  checkOtp,
  type AuthResponse,
} from '@studychina/contracts';
import { OtpInput, emptyOtp } from '../../components/otp/OtpInput';
import { useCountdown } from '../../components/otp/useCountdown';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { authApi, type Loose } from './auth.api';
import { AUTH_COPY } from './copy';
import { useDelayedNavigate } from './useDelayedNavigate';
import { useText } from '../../lib/i18n';

interface OtpFormProps {
  intro: string;
  verify(otp: string): Promise<Loose<AuthResponse>>;
  /** Where to go once the code is accepted, and after how long (docs/product.md#redirect-delays). */
  next: string;
  delayMs: number;
}

/**
 * The code entry shared by /verify-code and /verify-otp (docs/product.md#otp-entry): six boxes, Verify OTP, and Resend OTP
 * behind the 30-second countdown (docs/product.md#otp-entry), which resending restarts and clears the boxes.
 */
export function OtpForm({ intro, verify, next, delayMs }: OtpFormProps) {
  const accountLabels = useText(ACCOUNT_LABELS);
  const busyLabels = useText(BUSY_LABELS);
  const toasts = useText(ACCOUNT_TOASTS);
  const countdownLabel = useText(resendOtpCountdownLabel);
  const authCopy = useText(AUTH_COPY);
  const { setToken, setUser } = useSession();
  const later = useDelayedNavigate();
  const labelId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const { busy, submit } = useSubmit();
  const { busy: resending, submit: sendAgain } = useSubmit();
  const { secondsLeft, restart } = useCountdown(RESEND_COUNTDOWN_SECONDS);

  // docs/product.md#otp-entry: only a completely empty code is refused here; a partial one goes to the server as is.
  const otp = digits.join('');
  const check = (event: FormEvent) =>
    submit(event, {
      validate: () => checkOtp(otp),
      call: () => verify(otp),
      done: (answer) => {
        if (answer.success === false) return void toast.error(answer.message || toasts.SOMETHING_WENT_WRONG_TRY_AGAIN);
        if (answer.token) setToken(answer.token);
        if (answer.user) setUser(answer.user);
        if (answer.message) toast.success(answer.message);
        later(next, delayMs);
      },
    });

  const resend = () =>
    sendAgain(null, {
      call: authApi.resendOtp,
      done: (answer) => {
        if (answer.message) toast.success(answer.message);
        setDigits(emptyOtp());
        restart();
      },
    });

  const waiting = secondsLeft > 0;
  return (
    <form className="form" noValidate onSubmit={(e) => void check(e)}>
      <p id={labelId} className="auth-intro">
        {intro}
      </p>
      <OtpInput value={digits} onChange={setDigits} labelledBy={labelId} autoFocus />
      <div className="otp-actions">
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? busyLabels.verify : accountLabels.verifyOtp}
        </button>
        <p className="resend-row">
          {authCopy.noCode}{' '}
          <button type="button" className="link" disabled={waiting || resending} onClick={() => void resend()}>
            {waiting ? countdownLabel(secondsLeft) : accountLabels.resendOtp}
          </button>
        </p>
        <p className="form-note">{accountLabels.spamHint}</p>
      </div>
    </form>
  );
}
