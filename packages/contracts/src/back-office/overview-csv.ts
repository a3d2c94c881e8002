// The overview's tables as CSV (docs/product.md#back-office-overview), free of zod so the back office builds the
// same file in the browser as GET /admin/overview.csv sends.

/** Each figure of the overview and its columns, in order (the JSON's field names). */
export const OVERVIEW_FIGURES = {
  funnel: ['status', 'count'],
  byWeek: ['week', 'status', 'count'],
  stageDays: ['status', 'median', 'p90', 'stays'],
  byNationality: ['value', 'count'],
  byProgramme: ['value', 'count'],
  corrections: ['document', 'count'],
  correctionReasons: ['document', 'reason', 'count'],
  payments: ['month', 'currency', 'amount', 'count'],
  staff: ['id', 'name', 'open', 'decided'],
  staffByWeek: ['week', 'id', 'decided'],
} as const;
export type OverviewFigure = keyof typeof OVERVIEW_FIGURES;
export const OVERVIEW_FIGURE_NAMES = Object.keys(OVERVIEW_FIGURES) as OverviewFigure[];

type Cell = string | number | null | undefined;

/**
 * One cell, always quoted; a cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so
 * a spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */
const cell = (value: Cell) => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

/** A figure's rows as CSV text: UTF-8 byte-order mark, a header of the column names, CRLF line ends. */
export function overviewCsv(figure: OverviewFigure, rows: readonly Record<string, unknown>[]): string {
  const columns = OVERVIEW_FIGURES[figure];
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column] as Cell)).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
