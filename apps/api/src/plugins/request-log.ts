import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when the answer has gone, instead of Fastify's two ("incoming
 * request", then "request completed" without the path). Production: the structured line (request id,
 * method, path without the query, client address, status, time). Development (`short`): "GET
 * /api/v1/user/majors 200 3.1ms", which pino-pretty prints on one line. Fastify's other lines (errors,
 * 404s) are unchanged.
 */
export class RequestLogController extends LogController {
  constructor(private readonly short: boolean) {
    super();
  }

  override incomingRequest(): void {}

  /** The request's own line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: ms }, 'request errored');
    } else if (this.short) {
      reply.log.info(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms}ms`);
    } else {
      reply.log.info({ req: request, res: reply, responseTime: ms }, 'request completed');
    }
  }
}
