import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, text } from '@studychina/contracts';
import type { AuditContext } from '../lib/audit.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** After app.authenticate: 403 FORBIDDEN unless the account is staff or admin. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** After app.authenticate: 403 FORBIDDEN unless the account is an admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** After app.authenticate: 403 FORBIDDEN unless the account is an admin or a staff member with `editor`. */
    requireEditor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** After app.authenticate: 403 FORBIDDEN unless the account is an admin or a staff member with `manager`. */
    requireManager(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Role checks of the back office (docs/product.md#back-office-statuses-and-workflow). They run after
 * `app.authenticate` in the same hook list (`onRequest: [app.authenticate, app.requireStaff]`), so a
 * missing or dead token is still 401 'Unauthenticated.' and only a live student token reaches the 403.
 */
export const rolesPlugin = fp(async (app) => {
  const forbidden = () => new HttpError(403, 'FORBIDDEN', text('answers.FORBIDDEN_MESSAGE'));
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (!isStaffRole(request.account.role)) throw forbidden();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.account.role !== 'admin') throw forbidden();
  });
  // Content management (docs/decisions/0121-content-drafts-beside-the-live-tables.md): editors edit and publish,
  // other staff read. Read from the account on each request, so a permission taken away counts at once.
  app.decorate('requireEditor', async (request: FastifyRequest) => {
    const { role, permissions } = request.account;
    if (role !== 'admin' && !(role === 'staff' && permissions.includes('editor'))) throw forbidden();
  });
  // The overview (docs/product.md#back-office-overview): admins and managers read the figures, other staff do not.
  app.decorate('requireManager', async (request: FastifyRequest) => {
    const { role, permissions } = request.account;
    if (role !== 'admin' && !(role === 'staff' && permissions.includes('manager'))) throw forbidden();
  });
});

/** Who acts and from where, for the audit trail (lib/audit.ts); the route passes it to the service. */
export const auditContextOf = (request: FastifyRequest): AuditContext => ({
  actorId: request.account.id,
  ip: request.ip,
  requestId: String(request.id),
});
