import { APPLICATIONS_CSV_COLUMNS } from '@studychina/contracts';
import type { QueueRowData } from './queue-row.js';
import { triageOf } from './triage.js';

/**
 * The cells of GET /admin/applications.csv (docs/product.md#back-office-queue-files-exports-and-audit), one
 * per header of the contract's APPLICATIONS_CSV_COLUMNS, typed by it: a header without its cell or a cell
 * without its header does not compile, and a cell reads only fields of QueueRowData, whose SQL is beside
 * each field (./queue-row.ts). So a column is added in three places the compiler ties together: the
 * header (contracts), its cell here, and, if it needs data the row lacks, the row's field with its SQL
 * (docs/decisions/0103-queue-row-and-csv-columns-from-one-map.md).
 */
export type CsvColumn = (typeof APPLICATIONS_CSV_COLUMNS)[number];
export type CsvValue = string | number | null;
/** What a cell is made of: the queue's row, and its triage at the export's clock. */
export interface CsvSource {
  row: QueueRowData;
  triage: ReturnType<typeof triageOf>;
}
export type CsvCells = { readonly [C in CsvColumn]: (source: CsvSource) => CsvValue };

export const CSV_CELLS: CsvCells = {
  id: ({ row }) => row.id,
  submitted_at: ({ row }) => row.createdAt.toISOString(),
  updated_at: ({ row }) => row.updatedAt.toISOString(),
  status: ({ row }) => row.status,
  surname: ({ row }) => row.surName,
  first_name: ({ row }) => row.firstName,
  middle_name: ({ row }) => row.middleName,
  email: ({ row }) => row.email,
  phone: ({ row }) => row.phone,
  nationality: ({ row }) => row.nationality,
  passport_number: ({ row }) => row.passportNumber,
  major_first_choice: ({ row }) => row.majorFirstChoice,
  major_second_choice: ({ row }) => row.majorSecondChoice,
  assignee: ({ row }) => (row.assigneeId ? `${row.assigneeFirstname ?? ''} ${row.assigneeLastname ?? ''}`.trim() : ''),
  files: ({ row }) => row.files,
  files_pending_review: ({ row }) => row.pendingDocuments,
  files_rejected: ({ row }) => row.rejectedDocuments,
  nationality_code: ({ triage }) => triage.nationalityCode,
  status_changed_at: ({ triage }) => triage.statusChangedAt,
  deadline: ({ triage }) => triage.deadline,
  waiting_days: ({ triage }) => triage.waitingDays,
  overdue: ({ triage }) => (triage.overdue ? 'yes' : 'no'),
  programme_first_choice: ({ row }) => row.programmeFirstChoice,
  intake_first_choice: ({ row }) => row.intakeFirstChoice,
  programme_second_choice: ({ row }) => row.programmeSecondChoice,
  intake_second_choice: ({ row }) => row.intakeSecondChoice,
};

/** One application's cells, in the headers' order. */
export function csvRow(row: QueueRowData, now: Date): CsvValue[] {
  const source = { row, triage: triageOf(row, now) };
  return APPLICATIONS_CSV_COLUMNS.map((column) => CSV_CELLS[column](source));
}
