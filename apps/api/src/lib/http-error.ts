import type { ErrorCode } from '@studychina/contracts';

/**
 * An error whose status, machine code, message and field errors are meant for the client. `headers` go
 * out with the answer (Retry-After), so a service can say everything about a refusal without a reply.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
