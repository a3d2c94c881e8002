import { renderText, type ErrorCode, type Text } from '@studychina/contracts';

/**
 * Field errors as Texts, rendered in the reader's language at the edge (plugins/errors.ts): contracts' checks
 * raise them so (docs/decisions/0109-checks-raise-texts.md).
 */
export type FieldTexts = Readonly<Record<string, readonly Text[]>>;

/**
 * An error whose status, machine code, message and field errors are meant for the client. The message and
 * field errors are Texts (a key and its values, docs/decisions/0106-keyed-icu-messages.md), rendered in the
 * request's language by the errors plugin; `message` keeps the English for logs. `headers` go out with the
 * answer (Retry-After), so a service can say everything about a refusal without a reply.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly text: Text,
    readonly errors?: FieldTexts,
    readonly headers?: Record<string, string>,
  ) {
    super(renderText(text, 'en'));
    this.name = 'HttpError';
  }
}
