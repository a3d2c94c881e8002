import { text, type ContentMoney, type Text } from '@studychina/contracts';

/** One spreadsheet cell as the readers give it and the writers take it (CSV gives only strings and empties). */
export type Cell = string | number | boolean | null;

/** What a codec made of a field's cells: the value for the kind's schema to judge, or why the cells cannot be read. */
export type CellReading = { value: unknown } | { problem: Text };

/**
 * How one field of a kind sits in a spreadsheet (docs/decisions/0125-content-import-export-files.md): its columns
 * (`parts`: '' is one column named as the field, others are `<field>.<part>`), its cells when written, and its value
 * when read back. Reading never judges the value (the kind's zod schema does, so the import and the editor's form
 * refuse the same things); it only undoes what writing did. `write` is a property, not a method, so TypeScript
 * checks it contravariantly: a codec of `string` cannot be given to a field that may be null.
 */
export interface CellCodec<T> {
  readonly parts: readonly string[];
  readonly write: (value: T) => Cell[];
  readonly read: (cells: readonly Cell[]) => CellReading;
}

const isEmpty = (cell: Cell | undefined): cell is null | undefined | '' =>
  cell === null || cell === undefined || cell === '';
const asString = (cell: Cell | undefined): string => (isEmpty(cell) ? '' : String(cell));
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number cell; CSV gives it as text. Anything else is handed on as written, for the schema to name. */
function numberOf(cell: Cell | undefined): unknown {
  if (isEmpty(cell)) return null;
  if (typeof cell === 'string' && NUMBER.test(cell.trim())) return Number(cell.trim());
  return cell;
}

/** A text: an empty cell is the empty text. */
export const textCell: CellCodec<string> = {
  parts: [''],
  write: (value) => [value === '' ? null : value],
  read: ([cell]) => ({ value: asString(cell) }),
};

/** A text that may be absent (a choice left open): an empty cell is null. */
export const optionalTextCell: CellCodec<string | null> = {
  parts: [''],
  write: (value) => [value === '' ? null : value],
  read: ([cell]) => ({ value: isEmpty(cell) ? null : String(cell) }),
};

/** A number, whole or not; an empty cell is null (which a required number's schema refuses, naming the column). */
export const numberCell: CellCodec<number | null> = {
  parts: [''],
  write: (value) => [value],
  read: ([cell]) => ({ value: numberOf(cell) }),
};

/** true or false (XLSX keeps booleans; CSV writes them as words, and spreadsheets as TRUE/FALSE). */
export const yesNoCell: CellCodec<boolean> = {
  parts: [''],
  write: (value) => [value],
  read: ([cell]) => {
    if (typeof cell === 'boolean') return { value: cell };
    const word = asString(cell).trim().toLowerCase();
    if (word === 'true' || word === 'false') return { value: word === 'true' };
    return { problem: text('content.import.notYesNo') };
  },
};

/** Money in two columns, `<field>.amount` (minor units, as everywhere in content) and `<field>.currency`. */
export const moneyCells: CellCodec<ContentMoney> = {
  parts: ['amount', 'currency'],
  write: (money) => [money.amount, money.currency],
  read: ([amount, currency]) => ({ value: { amount: numberOf(amount), currency: asString(currency).trim() } }),
};

/** A list of words (tags, codes) in one cell, joined by `;`: what a spreadsheet user edits most easily. */
export const wordsCell: CellCodec<readonly string[]> = {
  parts: [''],
  write: (words) => [words.length === 0 ? null : words.join(';')],
  read: ([cell]) => ({
    value: asString(cell)
      .split(';')
      .map((word) => word.trim())
      .filter((word) => word !== ''),
  }),
};

/**
 * A list of records (a programme's documents, each with its notes in two languages) in one cell as JSON text: a
 * spreadsheet has no better place for records, and JSON keeps every note exactly. An empty cell is the empty list.
 */
export const recordsCell: CellCodec<readonly unknown[]> = {
  parts: [''],
  write: (value) => [Array.isArray(value) && value.length === 0 ? null : JSON.stringify(value)],
  read: ([cell]) => {
    if (isEmpty(cell)) return { value: [] };
    try {
      return { value: JSON.parse(String(cell)) as unknown };
    } catch {
      return { problem: text('content.import.notJson') };
    }
  },
};
