/**
 * How long a staff member's session lives (issue 31, docs/decisions/0134-staff-second-factor.md): it ends 30 minutes
 * after its last request or 12 hours after the password was given, whichever comes first. Students' tokens keep
 * JWT_EXPIRES_IN.
 */
export const STAFF_SESSION = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  /**
   * A request touches the session's row only when its last touch is older than this, so a busy screen writes once a
   * minute, not on every request; an idle end may come up to this much later than 30 minutes.
   */
  touchEveryMs: 60_000,
  /** The token between the password and the code: long enough to open the app or enrol, short enough to be no prize. */
  secondFactorTokenTtl: '15m',
} as const;

export interface SessionTimes {
  startedAt: Date;
  lastSeenAt: Date;
}

/** Whether the session is still alive at `now`. */
export const sessionAlive = ({ startedAt, lastSeenAt }: SessionTimes, now: Date): boolean =>
  now.getTime() - lastSeenAt.getTime() < STAFF_SESSION.idleMs &&
  now.getTime() - startedAt.getTime() < STAFF_SESSION.absoluteMs;
