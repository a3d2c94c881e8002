import { ColumnTypeEnum, type SqlResultSet } from '@prisma/driver-adapter-utils';
import pg from 'pg';

// `"char"` columns of the engine's introspection: relabelled as text for adapter-pg, reported back as
// Character (docs/decisions/0004-wasm-migrations.md). Keyed by the rows array adapter-pg passes through.
const CHAR_OID = 18;
const TEXT_OID = 25;
const charColumnsByRows = new WeakMap<object, number[]>();

function relabel(result: unknown): void {
  if (Array.isArray(result)) return result.forEach(relabel);
  const { fields, rows } = (result ?? {}) as Partial<pg.QueryResult>;
  if (!fields || !rows) return;
  const charColumns: number[] = [];
  fields.forEach((field, index) => {
    if (field.dataTypeID !== CHAR_OID) return;
    field.dataTypeID = TEXT_OID;
    charColumns.push(index);
  });
  if (charColumns.length > 0) charColumnsByRows.set(rows, charColumns);
}

type AnyQuery = (...args: unknown[]) => unknown;

function hookClient(client: pg.PoolClient): void {
  const query = client.query.bind(client) as AnyQuery;
  // pg-pool calls client.query with a callback; adapter-pg's transactions use the promise form.
  (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (!error) relabel(result);
        return (callback as AnyQuery)(error, result);
      };
      return query(...args);
    }
    const pending = query(...args);
    if (pending instanceof Promise) return pending.then((result: unknown) => (relabel(result), result));
    return pending;
  };
}

/** A pool whose results never carry OID 18 fields (see above). */
export function createCharAwarePool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('connect', hookClient);
  // An idle client losing its socket (server stopped) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

export function restoreCharColumns(resultSet: SqlResultSet): SqlResultSet {
  const charColumns = charColumnsByRows.get(resultSet.rows);
  for (const index of charColumns ?? []) resultSet.columnTypes[index] = ColumnTypeEnum.Character;
  return resultSet;
}
