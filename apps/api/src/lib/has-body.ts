import type { IncomingMessage } from 'node:http';

/** Whether a request announces a body (a length above zero, or chunks). */
export const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
