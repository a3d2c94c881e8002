import type { PrismaClient } from '@studychina/db';
import {
  renderText,
  text,
  textOfIssue,
  type ContentFileFormat,
  type ContentImportResult,
  type Locale,
} from '@studychina/contracts';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import { HttpError } from '../../../lib/http-error.js';
import type { ContentAdapter, Tx } from '../content-adapter.js';
import { sameData } from '../content-diff.js';
import type { ContentService } from '../content.service.js';
import { COLUMN_MAPS, keyOf, type TransferKind } from './column-maps.js';
import { columnOf, rowsOf, tableOf, type TableProblem, type TableRow } from './content-table.js';
import { writeCsv } from './csv-file.js';
import { readSpreadsheet } from './spreadsheet-file.js';
import { writeXlsx } from './xlsx-file.js';

type Data = Record<string, unknown>;

/** An item as an import matches it: what is live of it (null: never published) and its status. */
interface KnownItem {
  id: string;
  liveKey: string | null;
  status: 'draft' | 'published' | 'unpublished';
  published: Data | null;
}

/** What a checked row will do. */
interface Step {
  item: KnownItem | undefined;
  data: Data;
}

/** A whole import runs in one transaction; a few thousand rows take seconds, not Prisma's default 5 s. */
const IMPORT_TIMEOUT_MS = 120_000;

export const FILE_TYPES: Record<ContentFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const rendered = (problems: TableProblem[], locale: Locale) =>
  problems.map((p) => ({ row: p.row, column: p.column, message: renderText(p.message, locale) }));

const noRows = () =>
  new HttpError(422, 'VALIDATION_FAILED', text('content.import.noRows'), { file: [text('content.import.noRows')] });

/**
 * Bulk import and export of universities, programmes and intakes (docs/product.md#content-management,
 * docs/decisions/0125-content-import-export-files.md). The export holds what is live, in the columns of
 * ./column-maps.ts; an import checks every row with the kind's schema and adapter, then, only if no row has a
 * problem, saves and publishes every changed row in one transaction (all or nothing).
 */
export function createContentTransferService(
  prisma: PrismaClient,
  content: ContentService,
  adapters: ReadonlyMap<string, ContentAdapter>,
  { changed }: { changed: (kind: TransferKind) => void },
) {
  const adapterOf = (kind: TransferKind): ContentAdapter => adapters.get(kind)!;

  /** The items of a kind by key: an item is known by its live fields, or its draft's when it was never published. */
  async function itemsByKey(db: Tx | PrismaClient, kind: TransferKind): Promise<Map<string, KnownItem>> {
    const rows = await db.contentItem.findMany({
      where: { kind },
      select: { id: true, liveKey: true, status: true, draft: true, publishedVersion: true, versions: true },
    });
    const byKey = new Map<string, KnownItem>();
    for (const row of rows) {
      const version = row.versions.find((v) => v.number === row.publishedVersion);
      const published = (version?.data as Data | undefined) ?? null;
      byKey.set(keyOf(kind, published ?? (row.draft as Data)), {
        id: row.id,
        liveKey: row.liveKey,
        status: row.status,
        published,
      });
    }
    return byKey;
  }

  /** Every row's problems (none: each row's step), checked against the database as the transaction sees it. */
  async function check(tx: Tx, kind: TransferKind, rows: TableRow[]) {
    const adapter = adapterOf(kind);
    const items = await itemsByKey(tx, kind);
    const seen = new Map<string, number>();
    const problems: TableProblem[] = [];
    const steps: Step[] = [];
    for (const { row, fields, problems: unreadable } of rows) {
      if (unreadable.length > 0) {
        problems.push(...unreadable);
        continue;
      }
      const parsed = adapter.schema.safeParse(fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push({ row, column: columnOf(kind, issue.path.join('.')), message: textOfIssue(issue.message) });
        continue;
      }
      const key = keyOf(kind, parsed.data);
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          row,
          column: COLUMN_MAPS[kind].keyColumn,
          message: text('content.import.repeatedRow', { n: first }),
        });
        continue;
      }
      seen.set(key, row);
      const item = items.get(key);
      const found = (await adapter.check?.(tx, parsed.data, item?.liveKey ?? null)) ?? {};
      const named = Object.entries(found).flatMap(([path, texts]) =>
        texts.map((message) => ({ row, column: columnOf(kind, path), message })),
      );
      if (named.length > 0) problems.push(...named);
      else steps.push({ item, data: parsed.data });
    }
    return { problems, steps };
  }

  const unchanged = ({ item, data }: Step) =>
    item?.status === 'published' && item.published !== null && sameData(item.published, data);

  return {
    /**
     * Checks every row; with `dryRun`, or when any row has a problem, writes nothing (the caller answers a real
     * import with problems 422). Otherwise every row that differs from what is live is saved and published.
     */
    async import(
      kind: TransferKind,
      file: Buffer,
      { dryRun, locale }: { dryRun: boolean; locale: Locale },
      context: AuditContext,
    ): Promise<ContentImportResult> {
      // Read before the transaction: a file's parsing holds no connection.
      const table = await readSpreadsheet(file);
      if (table.length === 0) throw noRows();
      const { rows: read, header } = rowsOf(kind, table);
      const rows = read.length;
      if (header.length > 0)
        return { rows, created: 0, updated: 0, unchanged: 0, dryRun, errors: rendered(header, locale) };
      if (rows === 0) throw noRows();
      await content.adopt(kind);
      const result = await prisma.$transaction(
        async (tx) => {
          const { problems, steps } = await check(tx, kind, read);
          const changes = steps.filter((step) => !unchanged(step));
          const counts = {
            rows,
            created: changes.filter((step) => !step.item).length,
            updated: changes.filter((step) => step.item).length,
            unchanged: steps.length - changes.length,
          };
          if (dryRun || problems.length > 0) return { ...counts, problems, wrote: false };
          for (const { item, data } of changes) await content.saveAndPublish(tx, kind, item?.id ?? null, data, context);
          await recordAudit(tx, {
            ...context,
            action: 'content.import',
            targetType: 'content',
            targetId: kind,
            meta: { kind, ...counts },
          });
          return { ...counts, problems, wrote: changes.length > 0 };
        },
        { timeout: IMPORT_TIMEOUT_MS },
      );
      if (result.wrote) changed(kind);
      const { problems, wrote: _wrote, ...counts } = result;
      return {
        ...counts,
        dryRun,
        errors: rendered(problems, locale),
      };
    },

    /** What is live of the kind, one row per item in the order of its key, as CSV or XLSX. */
    async export(kind: TransferKind, format: ContentFileFormat): Promise<Buffer> {
      await content.adopt(kind);
      const adapter = adapterOf(kind);
      const items = [...(await itemsByKey(prisma, kind)).entries()]
        .filter(([, item]) => item.status === 'published' && item.published !== null)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        // Filled with the schema's defaults, so a field added since the version was published has its column.
        .map(([, item]) => {
          const parsed = adapter.schema.safeParse(item.published);
          return parsed.success ? parsed.data : item.published!;
        });
      const table = tableOf(kind, items);
      return format === 'csv' ? writeCsv(table) : writeXlsx(table);
    },
  };
}
export type ContentTransferService = ReturnType<typeof createContentTransferService>;
