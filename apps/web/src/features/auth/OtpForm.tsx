import { useId, useState, type FormEvent } from 'react';
import {
  ACCOUNT_LABELS as ACCOUNT_LABELS_EN,
  BUSY_LABELS as BUSY_LABELS_EN,
  RESEND_COUNTDOWN_SECONDS,
  SOMETHING_WENT_WRONG_TRY_AGAIN as SOMETHING_WENT_WRONG_TRY_AGAIN_EN,
  resendOtpCountdownLabel as resendOtpCountdownLabel_EN,
  validateOtp,
  type AuthResponse,
} from '@studychina/contracts';
import { OtpInput, emptyOtp } from '../../components/otp/OtpInput';
import { useCountdown } from '../../components/otp/useCountdown';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { authApi, type Loose } from './auth.api';
import { AUTH_COPY as AUTH_COPY_EN } from './copy';
import { useDelayedNavigate } from './useDelayedNavigate';
import { useTranslated } from '../../lib/i18n';

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
  const { ACCOUNT_LABELS, BUSY_LABELS, SOMETHING_WENT_WRONG_TRY_AGAIN, resendOtpCountdownLabel, AUTH_COPY } =
    useTranslated({
      ACCOUNT_LABELS: ACCOUNT_LABELS_EN,
      BUSY_LABELS: BUSY_LABELS_EN,
      SOMETHING_WENT_WRONG_TRY_AGAIN: SOMETHING_WENT_WRONG_TRY_AGAIN_EN,
      resendOtpCountdownLabel: resendOtpCountdownLabel_EN,
      AUTH_COPY: AUTH_COPY_EN,
    });
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
      validate: () => validateOtp(otp),
      call: () => verify(otp),
      done: (answer) => {
        if (answer.success === false) return void toast.error(answer.message || SOMETHING_WENT_WRONG_TRY_AGAIN);
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
          {busy ? BUSY_LABELS.verify : ACCOUNT_LABELS.verifyOtp}
        </button>
        <p className="resend-row">
          {AUTH_COPY.noCode}{' '}
          <button type="button" className="link" disabled={waiting || resending} onClick={() => void resend()}>
            {waiting ? resendOtpCountdownLabel(secondsLeft) : ACCOUNT_LABELS.resendOtp}
          </button>
        </p>
        <p className="form-note">{ACCOUNT_LABELS.spamHint}</p>
      </div>
    </form>
  );
}
