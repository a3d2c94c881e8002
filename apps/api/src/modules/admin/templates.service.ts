import {
  TEMPLATE_NOT_FOUND_MESSAGE,
  type MessageTemplate,
  type MessageTemplateBody,
  type TemplateStatus,
  asWritten,
} from '@studychina/contracts';
import type { MessageTemplate as TemplateRow, PrismaClient, User } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { toStaffMember } from './staff-views.js';

const toTemplate = (row: TemplateRow & { updatedBy: User | null }): MessageTemplate => ({
  id: row.id,
  status: row.status as TemplateStatus,
  title: row.title,
  messageEn: row.messageEn,
  messageFr: row.messageFr,
  position: row.position,
  updatedBy: row.updatedBy ? toStaffMember(row.updatedBy) : null,
  updatedAt: row.updatedAt.toISOString(),
});

const include = { updatedBy: true } as const;

/**
 * Message templates for status changes (docs/product.md#back-office-message-templates): everyone on staff
 * reads them, admins write them; each write and its audit row commit together.
 */
export function createTemplatesService(prisma: PrismaClient) {
  const existing = async (id: string) => {
    const row = isUuid(id) ? await prisma.messageTemplate.findUnique({ where: { id } }) : null;
    if (!row) throw new HttpError(404, 'NOT_FOUND', asWritten(TEMPLATE_NOT_FOUND_MESSAGE));
    return row;
  };
  const audited = (audit: AuditContext, action: string, row: TemplateRow) => ({
    ...audit,
    action,
    targetType: 'template',
    targetId: row.id,
    meta: { status: row.status, title: row.title },
  });

  return {
    /** By status (the workflow's order), then position. */
    async list(): Promise<MessageTemplate[]> {
      const rows = await prisma.messageTemplate.findMany({
        include,
        orderBy: [{ status: 'asc' }, { position: 'asc' }, { createdAt: 'asc' }],
      });
      return rows.map(toTemplate);
    },

    /** A new template goes last among its status's unless a position is given. */
    async create(body: MessageTemplateBody, audit: AuditContext): Promise<MessageTemplate> {
      return prisma.$transaction(async (tx) => {
        const last = await tx.messageTemplate.aggregate({ where: { status: body.status }, _max: { position: true } });
        const row = await tx.messageTemplate.create({
          data: { ...body, position: body.position ?? (last._max.position ?? -1) + 1, updatedById: audit.actorId },
          include,
        });
        await recordAudit(tx, audited(audit, 'template.create', row));
        return toTemplate(row);
      });
    },

    async update(id: string, body: MessageTemplateBody, audit: AuditContext): Promise<MessageTemplate> {
      const before = await existing(id);
      return prisma.$transaction(async (tx) => {
        const row = await tx.messageTemplate.update({
          where: { id },
          data: { ...body, position: body.position ?? before.position, updatedById: audit.actorId },
          include,
        });
        await recordAudit(tx, audited(audit, 'template.update', row));
        return toTemplate(row);
      });
    },

    async remove(id: string, audit: AuditContext): Promise<void> {
      const row = await existing(id);
      await prisma.$transaction(async (tx) => {
        await tx.messageTemplate.delete({ where: { id } });
        await recordAudit(tx, audited(audit, 'template.delete', row));
      });
    },
  };
}
