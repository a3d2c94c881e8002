/** A refusal or failure the operator can act on: the CLI prints its message alone, without a stack trace. */
export class OperatorError extends Error {}
