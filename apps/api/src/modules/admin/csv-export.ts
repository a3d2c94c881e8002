import { Readable } from 'node:stream';
import { APPLICATIONS_CSV_COLUMNS, type QueueFilters } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { csvRow, type CsvValue } from './csv-columns.js';
import type { QueueService } from './queue.service.js';

const BATCH = 500;

/**
 * One CSV cell, always quoted. A cell starting with = + - @ (or a tab or carriage return) would be read
 * as a formula by Excel, LibreOffice and Google Sheets (CSV injection, OWASP): it gets a leading
 * apostrophe, which the spreadsheet shows as text. A phone number "+234..." reads "'+234..." for that reason.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

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
          if (batch.length > 0) yield Buffer.from(batch.map((row) => csvLine(csvRow(row, at))).join(''), 'utf8');
          if (batch.length < BATCH) return;
        }
      }
      return Readable.from(lines(), { objectMode: false });
    },
  };
}

export type CsvExport = ReturnType<typeof createCsvExport>;
