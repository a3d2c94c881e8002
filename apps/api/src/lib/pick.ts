/**
 * The named fields of a row, and only those: what an answer built from a database row shows (the application's
 * fields, an education entry), typed by the row, so a name the row lacks does not compile.
 */
export const pick = <T, K extends keyof T>(row: T, names: readonly K[]): Pick<T, K> =>
  // Object.fromEntries types its result by its values only; the keys are `names`, each with row[name].
  Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<T, K>;
