import { ColumnTypeEnum, type SqlResultSet } from '@prisma/driver-adapter-utils';
import pg from 'pg';

// Postgres's internal one-byte `"char"` type (pg_constraint.contype, pg_class.relkind, ...) is read by
// the engine's introspection queries, but adapter-pg has no column type for it and throws
// UnsupportedNativeDataType. We relabel those fields as text at the pg level (so adapter-pg accepts
// them) and remember which columns they were, keyed by the rows array that adapter-pg passes through
// untouched, so the bridge can report them as the Character type the engine expects.
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
