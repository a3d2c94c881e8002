import { CONTENT_EDITOR_COPY as COPY, contentFieldLabel, type ContentKind } from '@studychina/contracts';
import { ImageUpload } from './ImageUpload';
import { LeafInput } from './LeafInput';
import {
  isLeaf,
  isSingle,
  unwrapEntries,
  valueAt,
  wrapEntries,
  written,
  type FieldSpec,
  type Leaf,
  type Row,
} from './content-fields';

/** The API's field problems of a 422, by path ("tuitionPerYear.amount", "documents.0.note"). */
export type FieldErrors = Record<string, string[]>;

interface FormContext {
  kind: ContentKind;
  errors: FieldErrors;
  readOnly: boolean;
  /** Sets the value at a path of the draft. */
  set: (path: string, value: unknown) => void;
}

const idOf = (path: string) => `cf-${path.replace(/\./g, '-')}`;
const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

/** The problems of a leaf: at its path or under it (an amount's "tuitionPerYear.amount" shows at the amount). */
const leafErrors = (errors: FieldErrors, path: string) =>
  Object.entries(errors).flatMap(([key, messages]) => (key === path || key.startsWith(`${path}.`) ? messages : []));

/** The paths a form shows problems at, so the problems of other paths are listed above it. */
export function shownPaths(rows: Row[], data: unknown, at = ''): string[] {
  return rows.flatMap((row) => {
    const path = join(at, row.name);
    const own = [path, ...(row.french ? [join(at, row.french.name)] : [])];
    if (row.spec.type === 'object') return [path, ...shownPaths(row.spec.rows, data, path)];
    if (row.spec.type === 'group') {
      const spec = row.spec;
      const list = valueAt(data, path);
      const entries = Array.isArray(list) ? list : [];
      // A list of single values shows an entry's problems ("how.2.fr") at that entry.
      if (isSingle(spec)) return [path, ...entries.map((_, index) => join(path, String(index)))];
      return [
        path,
        ...entries.flatMap((_, index) => shownPaths(spec.rows, wrapEntries(spec, entries), join(path, String(index)))),
      ];
    }
    return own;
  });
}

/** Whether a problem's path is shown at one of these paths (itself, or under a leaf). */
export const isShown = (key: string, paths: string[]) =>
  paths.some((path) => key === path || key.startsWith(`${path}.`));

/** A leaf with its label, French-missing mark and problems. */
function LeafField({
  spec,
  path,
  label,
  value,
  context,
  missing = false,
}: {
  spec: Leaf;
  path: string;
  label: string;
  value: unknown;
  context: FormContext;
  missing?: boolean;
}) {
  const id = idOf(path);
  const problems = leafErrors(context.errors, path);
  const markId = `${id}-missing`;
  const errorId = `${id}-error`;
  const describedBy = [missing && markId, problems.length > 0 && errorId].filter(Boolean).join(' ');
  return (
    <div className={`field content-field${spec.type === 'boolean' ? ' check-field' : ''}`}>
      <LeafInput
        spec={spec}
        id={id}
        label={label}
        value={value}
        onChange={(next) => context.set(path, next)}
        describedBy={describedBy}
        invalid={problems.length > 0}
      >
        {spec.type === 'text' && spec.image && !context.readOnly && (
          <ImageUpload label={label} onUploaded={(url) => context.set(path, url)} />
        )}
      </LeafInput>
      {missing && (
        <p id={markId} className="content-missing">
          {COPY.frenchMissing}
        </p>
      )}
      {problems.length > 0 && (
        <p id={errorId} className="field-error">
          {problems.join(' ')}
        </p>
      )}
    </div>
  );
}

/** One row: English beside French (two columns on a wide screen, stacked on a phone), or one field for both. */
function FieldRow({ row, at, data, context }: { row: Row; at: string; data: unknown; context: FormContext }) {
  const path = join(at, row.name);
  // A list of single values (a page's list of { en, fr }) names its entries' inputs after the list.
  const label = contentFieldLabel(context.kind, row.name === 'value' && /\.\d+$/.test(at) ? at : path);
  const value = valueAt(data, path);
  if (row.french) {
    const frenchPath = join(at, row.french.name);
    const french = valueAt(data, frenchPath);
    return (
      <div className="content-row content-row-languages">
        <div lang="en">
          <LeafField spec={row.spec as Leaf} path={path} label={label} value={value} context={context} />
        </div>
        <div lang="fr">
          <LeafField
            spec={row.french.spec}
            path={frenchPath}
            label={COPY.frenchOf(label)}
            value={french}
            context={context}
            missing={written(value) && !written(french)}
          />
        </div>
      </div>
    );
  }
  const spec: FieldSpec = row.spec;
  if (spec.type === 'pair') {
    const english = valueAt(data, `${path}.en`);
    const french = valueAt(data, `${path}.fr`);
    return (
      <div className="content-row content-row-languages">
        <div lang="en">
          <LeafField spec={spec} path={`${path}.en`} label={label} value={english} context={context} />
        </div>
        <div lang="fr">
          <LeafField
            spec={spec}
            path={`${path}.fr`}
            label={COPY.frenchOf(label)}
            value={french}
            context={context}
            missing={written(english) && !written(french)}
          />
        </div>
      </div>
    );
  }
  if (isLeaf(spec))
    return (
      <div className="content-row">
        <LeafField spec={spec} path={path} label={label} value={value} context={context} />
      </div>
    );
  const problems = context.errors[path] ?? [];
  const errorId = `${idOf(path)}-error`;
  const describedBy = problems.length > 0 ? errorId : undefined;
  if (spec.type === 'object')
    return (
      <fieldset className="content-row content-group" aria-describedby={describedBy}>
        <legend>{label}</legend>
        {problems.length > 0 && (
          <p id={errorId} className="field-error">
            {problems.join(' ')}
          </p>
        )}
        <Rows rows={spec.rows} at={path} data={data} context={context} />
      </fieldset>
    );
  const entries = wrapEntries(spec, Array.isArray(value) ? value : []);
  const setEntries = (next: Record<string, unknown>[]) => context.set(path, unwrapEntries(spec, next));
  // An entry's rows read their values at "<path>.<index>.<name>" in the draft with the entries as edited.
  const entryData = withEntries(data, path, entries);
  return (
    <fieldset className="content-row content-group" aria-describedby={describedBy}>
      <legend>{label}</legend>
      {problems.length > 0 && (
        <p id={errorId} className="field-error">
          {problems.join(' ')}
        </p>
      )}
      {entries.map((_, index) => (
        <fieldset key={index} className="content-entry">
          <legend>{COPY.entry(label, index + 1)}</legend>
          <Rows
            rows={spec.rows}
            at={join(path, String(index))}
            data={entryData}
            context={{
              ...context,
              errors: isSingle(spec) ? wrappedErrors(context.errors, join(path, String(index))) : context.errors,
              set: (entryPath, next) => {
                const name = entryPath.slice(`${path}.${index}.`.length);
                setEntries(entries.map((entry, i) => (i === index ? setIn(entry, name, next) : entry)));
              },
            }}
          />
          {!context.readOnly && (
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              aria-label={`${COPY.remove}: ${COPY.entry(label, index + 1)}`}
              onClick={() => setEntries(entries.filter((__, i) => i !== index))}
            >
              {COPY.remove}
            </button>
          )}
        </fieldset>
      ))}
      {!context.readOnly && (spec.max === undefined || entries.length < spec.max) && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          onClick={() => setEntries([...entries, spec.empty()])}
        >
          {COPY.add(label)}
        </button>
      )}
    </fieldset>
  );
}

/** The draft with a group's entries in their edited (wrapped) form, for the entries' own rows to read. */
function withEntries(data: unknown, path: string, entries: Record<string, unknown>[]): unknown {
  const [head, ...rest] = path.split('.');
  const container = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string, unknown>;
  container[head!] = rest.length === 0 ? entries : withEntries(container[head!], rest.join('.'), entries);
  return container;
}

/** The API's problems of a single-value entry ("how.2.fr") at its wrapped input ("how.2.value.fr"). */
function wrappedErrors(errors: FieldErrors, entry: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) =>
      key === entry || key.startsWith(`${entry}.`)
        ? [`${entry}.value${key.slice(entry.length)}`, messages]
        : [key, messages],
    ),
  );
}

function setIn(entry: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = name.split('.');
  return {
    ...entry,
    [head!]: rest.length === 0 ? value : setIn((entry[head!] ?? {}) as Record<string, unknown>, rest.join('.'), value),
  };
}

function Rows({ rows, at, data, context }: { rows: Row[]; at: string; data: unknown; context: FormContext }) {
  return rows.map((row) => <FieldRow key={row.name} row={row} at={at} data={data} context={context} />);
}

/**
 * The editor's form, generated from the kind's schema (docs/product.md#content-management): English and French
 * side by side, a "French missing" mark where the English is written and the French is not, the API's problems
 * at their fields. Read-only for staff without the editor permission.
 */
export function ContentForm({
  kind,
  rows,
  data,
  errors,
  readOnly,
  onChange,
}: {
  kind: ContentKind;
  rows: Row[];
  data: Record<string, unknown>;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (path: string, value: unknown) => void;
}) {
  return (
    <fieldset className="content-form" disabled={readOnly}>
      <div className="content-row content-row-languages content-columns" aria-hidden="true">
        <p>{COPY.english}</p>
        <p>{COPY.french}</p>
      </div>
      <Rows rows={rows} at="" data={data} context={{ kind, errors, readOnly, set: onChange }} />
    </fieldset>
  );
}
