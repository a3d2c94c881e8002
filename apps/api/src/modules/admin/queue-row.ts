/**
 * One row of the queue and of the CSV export (docs/product.md#back-office-queue-files-exports-and-audit):
 * every field with the SQL that selects it and the type the driver answers it as, in one map. The row's
 * type and the SELECT are both made from the map, so a field cannot be read without being selected, nor
 * selected under another name (docs/decisions/0103-queue-row-and-csv-columns-from-one-map.md).
 */

declare const answered: unique symbol;
/** An expression of the SELECT, and (for the compiler only) the type the row holds for it. */
interface Selected<T> {
  readonly sql: string;
  readonly [answered]?: T;
}
/**
 * `T` is what Prisma's raw queries answer: text as string, timestamp as Date, int as number; nullable when
 * the column is, or when it comes from the LEFT JOIN of the assignee.
 */
const selected = <T>(sql: string): Selected<T> => ({ sql });

/** Counts of the current student files of an application (a replaced file is history, not current). */
const fileCount = (condition: string) =>
  `(SELECT count(*)::int FROM "ApplicationFile" f WHERE f."applicationId" = a."id" AND f."source" = 'student' AND f."replacedAt" IS NULL${condition})`;

export const QUEUE_ROW_COLUMNS = {
  id: selected<string>('a."id"'),
  surName: selected<string>('a."surName"'),
  firstName: selected<string>('a."firstName"'),
  middleName: selected<string | null>('a."middleName"'),
  email: selected<string>('a."email"'),
  phone: selected<string>('a."phone"'),
  nationality: selected<string>('a."nationality"'),
  passportNumber: selected<string>('a."passportNumber"'),
  majorFirstChoice: selected<string>('a."majorFirstChoice"'),
  majorSecondChoice: selected<string | null>('a."majorSecondChoice"'),
  status: selected<string>('a."status"'),
  createdAt: selected<Date>('a."createdAt"'),
  updatedAt: selected<Date>('a."updatedAt"'),
  nationalityCode: selected<string | null>('a."nationalityCode"'),
  statusChangedAt: selected<Date>('a."statusChangedAt"'),
  deadline: selected<Date | null>('a."deadline"'),
  programmeFirstChoice: selected<string | null>('a."programmeFirstChoice"'),
  intakeFirstChoice: selected<string | null>('a."intakeFirstChoice"'),
  programmeSecondChoice: selected<string | null>('a."programmeSecondChoice"'),
  intakeSecondChoice: selected<string | null>('a."intakeSecondChoice"'),
  assigneeId: selected<string | null>('s."id"'),
  assigneeFirstname: selected<string | null>('s."firstname"'),
  assigneeLastname: selected<string | null>('s."lastname"'),
  assigneeEmail: selected<string | null>('s."email"'),
  assigneeRole: selected<string | null>('s."role"'),
  files: selected<number>(fileCount('')),
  pendingDocuments: selected<number>(fileCount(` AND f."reviewDecision" IS NULL`)),
  rejectedDocuments: selected<number>(fileCount(` AND f."reviewDecision" = 'rejected'`)),
  // One row at most per application (its unique index): docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md.
  invoiceStatus: selected<string | null>(`(SELECT i."status"::text FROM "Invoice" i WHERE i."applicationId" = a."id")`),
};

type QueueRowField = keyof typeof QUEUE_ROW_COLUMNS;
type AnsweredAs<S> = S extends Selected<infer T> ? T : never;
export type QueueRowData = { [K in QueueRowField]: AnsweredAs<(typeof QUEUE_ROW_COLUMNS)[K]> };

/** `a."id" AS "id", ...` for these fields, each under its name in the map (the row's key). */
export const selectList = (fields: readonly QueueRowField[]) =>
  fields.map((field) => `${QUEUE_ROW_COLUMNS[field].sql} AS "${field}"`).join(',\n       ');

/** One queue row (and the CSV's), with its assignee and file counts. */
export const QUEUE_ROW_SELECT = `
SELECT ${selectList(Object.keys(QUEUE_ROW_COLUMNS) as QueueRowField[])}
FROM "Application" a LEFT JOIN "User" s ON s."id" = a."assigneeId"`;
