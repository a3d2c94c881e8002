import { Readable } from 'node:stream';
import { APPLICATIONS_CSV_COLUMNS, type QueueFilters } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { QueueRowData } from './queue-sql.js';
import type { QueueService } from './queue.service.js';
import { triageOf } from './triage.js';

const BATCH = 500;

/**
 * One CSV cell, always quoted. A cell starting with = + - @ (or a tab or carriage return) would be read
 * as a formula by Excel, LibreOffice and Google Sheets (CSV injection, OWASP): it gets a leading
 * apostrophe, which the spreadsheet shows as text. A phone number "+234..." reads "'+234..." for that reason.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

function rowCells(row: QueueRowData, now: Date) {
  const triage = triageOf(row, now);
  const assignee = row.assigneeId ? `${row.assigneeFirstname ?? ''} ${row.assigneeLastname ?? ''}`.trim() : '';
  const cells: Record<(typeof APPLICATIONS_CSV_COLUMNS)[number], string | number | null> = {
    id: row.id,
    submitted_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: row.status,
    surname: row.surName,
    first_name: row.firstName,
    middle_name: row.middleName,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    passport_number: row.passportNumber,
    major_first_choice: row.majorFirstChoice,
    major_second_choice: row.majorSecondChoice,
    assignee,
    files: row.files,
    files_pending_review: row.pendingDocuments,
    files_rejected: row.rejectedDocuments,
    nationality_code: triage.nationalityCode,
    status_changed_at: triage.statusChangedAt,
    deadline: triage.deadline,
    waiting_days: triage.waitingDays,
    overdue: triage.overdue ? 'yes' : 'no',
  };
  return APPLICATIONS_CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * GET /admin/applications.csv (docs/product.md#back-office-queue-files-exports-and-audit): the queue's
 * filters and order, every matching application, read from the database in batches while the answer
 * streams. UTF-8 with a byte-order mark, so Excel reads "Chiamaka Ọ̀kọ́" right.
 */
export function createCsvExport(prisma: PrismaClient, queue: QueueService, now: () => Date) {
  return {
    async export(filters: QueueFilters, audit: AuditContext): Promise<Readable> {
      await recordAudit(prisma, {
        ...audit,
        action: 'applications.export',
        targetType: 'applications',
        targetId: 'csv',
        meta: JSON.parse(JSON.stringify(filters)) as Record<string, string>,
      });
      const actorId = audit.actorId ?? '';
      const resolved = await queue.resolve(filters);
      async function* lines() {
        yield Buffer.from(`\uFEFF${csvLine([...APPLICATIONS_CSV_COLUMNS])}`, 'utf8');
        for (let offset = 0; ; offset += BATCH) {
          const batch = await queue.rows(filters, actorId, BATCH, offset, resolved);
          const at = now();
          if (batch.length > 0) yield Buffer.from(batch.map((row) => csvLine(rowCells(row, at))).join(''), 'utf8');
          if (batch.length < BATCH) return;
        }
      }
      return Readable.from(lines(), { objectMode: false });
    },
  };
}

export type CsvExport = ReturnType<typeof createCsvExport>;
