import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts on mount (docs/product.md#otp-entry). It counts against a
 * deadline, not ticks, because phones throttle timers while the person is in their mail app reading the
 * code: coming back shows the real time left.
 */
export function useCountdown(seconds: number): { secondsLeft: number; restart(): void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
