import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { logRequestLine, responseTimeMs } from '../lib/logger.js';

/**
 * One log line per request, written when the answer has gone, instead of Fastify's two ("incoming
 * request", then "request completed" without the path). Fastify's other lines (errors, 404s) are
 * unchanged.
 */
export class RequestLogController extends LogController {
  constructor(private readonly short: boolean) {
    super();
  }

  override incomingRequest(): void {}

  /** The request's own line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      const responseTime = responseTimeMs(reply.elapsedTime);
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else {
      logRequestLine(reply.log, this.short, request, reply.statusCode, reply.elapsedTime);
    }
  }
}
