import { text, type Text } from '@studychina/contracts';
import type { Cell, CellCodec } from './cell-codecs.js';
import { fieldsOf, headersOf, type TransferKind } from './column-maps.js';

/** A problem before rendering: the spreadsheet row (the header is row 1) and the column it is in. */
export interface TableProblem {
  row: number;
  column: string;
  message: Text;
}

/** One data row read back: its fields for the schema to judge, or the cells that could not be read. */
export interface TableRow {
  row: number;
  fields: Record<string, unknown>;
  problems: TableProblem[];
}

/** The cells of one item, in the columns' order. */
export function cellsOf(kind: TransferKind, data: Record<string, unknown>): Cell[] {
  return fieldsOf(kind).flatMap(({ field, codec }) => (codec as CellCodec<unknown>).write(data[field]));
}

export const tableOf = (kind: TransferKind, items: Record<string, unknown>[]): Cell[][] => [
  headersOf(kind),
  ...items.map((data) => cellsOf(kind, data)),
];

const blank = (cells: readonly Cell[]) => cells.every((cell) => cell === null || cell === '' || cell === undefined);

/**
 * A file's rows as fields by column name, whatever the columns' order. The header must name every column once and
 * no other (an import that silently ignored a misspelt column would lose the editor's change). Blank rows are
 * skipped but keep their number, so a row number is the one the spreadsheet shows.
 */
export function rowsOf(
  kind: TransferKind,
  table: readonly (readonly Cell[])[],
): { rows: TableRow[]; header: TableProblem[] } {
  const [head = [], ...body] = table;
  const names = head.map((cell) => (cell === null ? '' : String(cell).trim()));
  const expected = new Set(headersOf(kind));
  const header: TableProblem[] = [];
  const position = new Map<string, number>();
  names.forEach((name, index) => {
    if (name === '') return;
    if (!expected.has(name)) header.push({ row: 1, column: name, message: text('content.import.unknownColumn') });
    else if (position.has(name)) header.push({ row: 1, column: name, message: text('content.import.repeatedColumn') });
    else position.set(name, index);
  });
  for (const name of expected)
    if (!position.has(name)) header.push({ row: 1, column: name, message: text('content.import.missingColumn') });

  const rows: TableRow[] = [];
  body.forEach((cells, index) => {
    if (blank(cells)) return;
    const row = index + 2;
    const fields: Record<string, unknown> = {};
    const problems: TableProblem[] = [];
    for (const { field, codec, headers } of fieldsOf(kind)) {
      const reading = codec.read(headers.map((name) => cells[position.get(name) ?? -1] ?? null));
      if ('problem' in reading) problems.push({ row, column: headers[0]!, message: reading.problem });
      else fields[field] = reading.value;
    }
    rows.push({ row, fields, problems });
  });
  return { rows, header };
}

/**
 * The column of a field's path as the schema or the adapter names it ("tuitionPerYear.amount",
 * "documents.0.document"): the longest header the path starts with, else the path's field.
 */
export function columnOf(kind: TransferKind, path: string): string {
  const headers = headersOf(kind);
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('.');
    if (headers.includes(candidate)) return candidate;
  }
  return parts[0] || headers[0]!;
}
