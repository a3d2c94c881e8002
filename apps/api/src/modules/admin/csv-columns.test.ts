import { assertType, describe, it } from 'vitest';
import { CSV_CELLS, type CsvCells } from './csv-columns.js';

// A type test: what it proves is checked by the compiler (`pnpm --filter @studychina/api typecheck` reads
// test files), where each @ts-expect-error must meet an error or the typecheck fails. The CSV's output itself
// is tested over HTTP in read-side.test.ts (docs/decisions/0103-queue-row-and-csv-columns-from-one-map.md).
describe('the CSV column map', () => {
  it('does not compile with a header without its cell, a cell without its header, or a cell reading an unselected field', () => {
    const { overdue: _overdue, ...withoutOverdue } = CSV_CELLS;
    // @ts-expect-error the header 'overdue' has no cell
    assertType<CsvCells>(withoutOverdue);

    assertType<CsvCells>({
      ...CSV_CELLS,
      // @ts-expect-error 'surprise' is no header of APPLICATIONS_CSV_COLUMNS
      surprise: () => 'x',
    });

    assertType<CsvCells>({
      ...CSV_CELLS,
      // @ts-expect-error the row has no 'dob': QUEUE_ROW_COLUMNS does not select it
      status: ({ row }) => row.dob,
    });
  });
});
