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
    const ids = idsOf(request);
    if (error) {
      const responseTime = responseTimeMs(reply.elapsedTime);
      reply.log.error({ req: request, res: reply, err: error, responseTime, ...ids }, 'request errored');
    } else {
      logRequestLine(reply.log, this.short, request, reply.statusCode, reply.elapsedTime, ids);
    }
  }
}

/**
 * Who and what a request was about, for the request's line (docs/product.md#security): the signed-in account's id,
 * and the application's id on an application's routes (`/applications/:id...`). Ids only: never a name or a token.
 */
function idsOf(request: FastifyRequest): { userId?: string; applicationId?: string } {
  const userId = (request.account as { id?: string } | null)?.id;
  const params = request.params as { id?: unknown } | undefined;
  const applicationId =
    request.routeOptions.url?.includes('/applications/:id') && typeof params?.id === 'string' ? params.id : undefined;
  return { ...(userId && { userId }), ...(applicationId && { applicationId }) };
}
