import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { Cell } from './cell-codecs.js';

/**
 * XLSX through read-excel-file and write-excel-file (docs/decisions/0125-content-import-export-files.md): one sheet,
 * numbers as numbers and texts as texts (never formulas), so a spreadsheet shows amounts it can sum and an import
 * reads back exactly what was written.
 */
export async function writeXlsx(table: readonly (readonly Cell[])[]): Promise<Buffer> {
  const [head = [], ...body] = table;
  const header = head.map((cell) => ({ value: String(cell), fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...body.map((cells) => [...cells])], { stickyRowsCount: 1 }).toBuffer();
}

/** The first sheet's rows; a date cell (which no export writes) is read as its ISO date. */
export async function readXlsx(file: Buffer): Promise<Cell[][]> {
  const rows = await readSheet(file);
  return rows.map((cells) =>
    cells.map((cell) =>
      cell instanceof Date ? cell.toISOString().slice(0, 10) : ((cell as Cell | undefined) ?? null),
    ),
  );
}
