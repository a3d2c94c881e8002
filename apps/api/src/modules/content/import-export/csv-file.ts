import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Cell } from './cell-codecs.js';

/**
 * A text starting with = + - @ (or a tab or carriage return) is read as a formula by Excel, LibreOffice and Google
 * Sheets (CSV injection, OWASP): it is written with a leading apostrophe, as GET /admin/applications.csv does, and
 * the apostrophe is taken off again on import, so an export imports back unchanged. Numbers are never escaped.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED = /^'[=+\-@\t\r]/;

const written = (cell: Cell): string => {
  if (cell === null) return '';
  if (typeof cell === 'string') return FORMULA_START.test(cell) ? `'${cell}` : cell;
  return String(cell);
};

/**
 * CSV as spreadsheets open it best (docs/decisions/0125-content-import-export-files.md): UTF-8 with a byte-order
 * mark (so Excel reads accents and Chinese names right), every cell quoted, lines ending CRLF.
 */
export function writeCsv(table: readonly (readonly Cell[])[]): Buffer {
  const text = stringify(
    table.map((cells) => cells.map(written)),
    { bom: true, quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
  return Buffer.from(text, 'utf8');
}

/**
 * The rows of a CSV text. The delimiter is the header's: a comma, or the semicolon that Excel writes where the comma
 * is the decimal mark (French settings). Cells come back as text, formula-escapes undone; an empty cell is null.
 */
export function readCsv(text: string): Cell[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = parse(text, { bom: true, delimiter, relax_column_count: true }) as string[][];
  return records.map((cells) => cells.map((cell) => (cell === '' ? null : ESCAPED.test(cell) ? cell.slice(1) : cell)));
}
