import type { ErrorCode } from '@studychina/contracts';

/** An error whose status, machine code, message and field errors are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
