const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P03']);

/**
 * True when an error means "the database cannot be reached" (refused, reset, timed out, shutting
 * down), as opposed to a bug: those get 503 so clients retry instead of reporting a failure.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
    // P2028: an interactive transaction (the login limit's) could not start or finish in time.
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || /^P(1001|1017|2028)$/.test(e.code)))
      return true;
    if (e.name === 'DatabaseNotReachable') return true;
    if (
      typeof e.message === 'string' &&
      // pg's own timeouts: connecting or waiting for a pooled connection (connectionTimeoutMillis), no
      // answer to a query (query_timeout), the server's statement_timeout (57014 inside Prisma's text).
      /connection terminated|timeout exceeded when trying to connect|Can't reach database|query read timeout|canceling statement due to statement timeout/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}
