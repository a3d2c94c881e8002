import { bulkDoneMessage, type BulkBody, type BulkResponse, type BulkResult } from '@studychina/contracts';
import type { AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { parseDeadline } from '../applications/deadline.js';
import type { WorkflowService } from './workflow.service.js';

/**
 * POST /admin/applications/bulk (docs/product.md#back-office-queue-files-exports-and-audit): the same
 * assignment and/or status change applied to each application on its own, through the workflow's own
 * functions, so each change is audited and mailed exactly as a single one, in its own transaction. A change
 * refused for one application (a move the graph does not allow, documents outstanding, a colleague's
 * application without `takeOver`, an unknown id) is reported for it and the others go on. What is wrong for
 * all of them (the assignee, the deadline) is refused before anything changes (422).
 */
export function createBulkService(workflow: WorkflowService, now: () => Date) {
  return {
    async apply(body: BulkBody, audit: AuditContext): Promise<BulkResponse> {
      const staffId = body.assign === 'me' ? audit.actorId : body.assign;
      if (staffId !== undefined) await workflow.findAssignee(staffId);
      if (body.status === 'action_required') parseDeadline(body.deadline, now());
      const results: BulkResult[] = [];
      for (const id of new Set(body.ids)) {
        try {
          if (staffId !== undefined)
            await workflow.assign(id, { staffId }, audit, { takeOver: body.takeOver === true });
          if (body.status)
            await workflow.changeStatus(
              id,
              { status: body.status, message: body.message ?? '', note: body.note, deadline: body.deadline },
              audit,
            );
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          results.push({ id, ok: false, code: error.code, message: error.message });
        }
      }
      const changed = results.filter((result) => result.ok).length;
      return { success: true, message: bulkDoneMessage(changed, results.length), results };
    },
  };
}
