/*
 * The editor's form read from a kind's schema in contracts (CONTENT_SCHEMAS, docs/product.md#content-management):
 * the same zod object the API validates a PUT with, so a field added to a kind appears in its form. A text field
 * `x` and its French `xFr` make one row (English beside French); everything else is the same in both languages.
 */

/** One input (or a small set of them) that edits one value. */
export type Leaf =
  | { type: 'text'; multiline: boolean; max?: number; nullable: boolean; image: boolean }
  | { type: 'number'; integer: boolean; min?: number; max?: number; step?: number; nullable: boolean }
  | { type: 'boolean' }
  | { type: 'enum'; options: readonly string[]; nullable: boolean }
  | { type: 'money'; nullable: boolean }
  | { type: 'pair'; multiline: boolean }
  | { type: 'choices'; options: readonly string[] }
  | { type: 'lines' }
  | { type: 'json' };

export type FieldSpec =
  | Leaf
  | { type: 'group'; rows: Row[]; max?: number; empty: () => Record<string, unknown> }
  | { type: 'object'; rows: Row[] };

/** A field of the form: its English (or only) value, and its French twin when it has one. */
export interface Row {
  name: string;
  spec: FieldSpec;
  french?: { name: string; spec: Leaf };
}

/** Texts longer than this are edited in a textarea. */
const MULTILINE_FROM = 300;
/** The fields that hold an image's address: an upload control fills them (docs/product.md#content-management). */
export const IMAGE_FIELDS: ReadonlySet<string> = new Set(['heroImage', 'image', 'logo', 'coverImage']);

/**
 * What the form reads of a zod 4 schema (the web does not depend on zod itself): its definition's type, the
 * wrapped schema, a default, an array's element, an object's shape, an enum's options and the bounds zod exposes.
 */
interface Schema {
  _zod: { def: Def; bag: { maximum?: number } };
  shape?: Record<string, Schema>;
  options?: readonly string[];
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  element?: Schema;
}
const defOf = (schema: Schema) => schema._zod.def;

/** The schema under its wrappers (default, nullable, optional), whether null is allowed, and its default. */
function unwrap(schema: Schema): { inner: Schema; nullable: boolean; fallback: unknown; hasDefault: boolean } {
  let inner = schema;
  let nullable = false;
  let fallback: unknown;
  let hasDefault = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'default' || def.type === 'prefault') {
      if (!hasDefault) fallback = typeof def.defaultValue === 'function' ? def.defaultValue() : def.defaultValue;
      hasDefault = true;
    } else if (def.type === 'nullable') nullable = true;
    else if (def.type !== 'optional' && def.type !== 'readonly') return { inner, nullable, fallback, hasDefault };
    inner = def.innerType!;
  }
}

const shapeOf = (schema: Schema) => schema.shape ?? {};
const isMoney = (keys: string[]) => keys.length === 2 && keys.includes('amount') && keys.includes('currency');
const isPair = (keys: string[]) => keys.length === 2 && keys.includes('en') && keys.includes('fr');

function stringLeaf(schema: Schema, nullable: boolean, name: string): Leaf {
  const max = schema.maxLength ?? undefined;
  return {
    type: 'text',
    multiline: max !== undefined && max > MULTILINE_FROM,
    max,
    nullable,
    image: IMAGE_FIELDS.has(name),
  };
}

function numberLeaf(schema: Schema, nullable: boolean): Leaf {
  const number = schema;
  const integer = Boolean(number.isInt);
  const bounded = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER
      ? undefined
      : value;
  return {
    type: 'number',
    integer,
    min: bounded(number.minValue),
    max: bounded(number.maxValue),
    step: integer ? 1 : undefined,
    nullable,
  };
}

/** How one field is edited. */
export function specOf(field: unknown, name: string): FieldSpec {
  const { inner, nullable } = unwrap(field as Schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return stringLeaf(inner, nullable, name);
    case 'number':
      return numberLeaf(inner, nullable);
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { type: 'enum', options: inner.options ?? [], nullable };
    case 'object': {
      const keys = Object.keys(shapeOf(inner));
      if (isMoney(keys)) return { type: 'money', nullable };
      if (isPair(keys)) {
        const english = unwrap(shapeOf(inner).en!).inner;
        const max = english.maxLength;
        return { type: 'pair', multiline: max !== null && max !== undefined && max > MULTILINE_FROM };
      }
      return { type: 'object', rows: rowsOf(inner) };
    }
    case 'array': {
      const element = unwrap(def.element!).inner;
      const elementDef = defOf(element);
      const max = inner._zod.bag.maximum;
      if (elementDef.type === 'enum') return { type: 'choices', options: element.options ?? [] };
      if (elementDef.type === 'string') return { type: 'lines' };
      if (elementDef.type === 'object') {
        const keys = Object.keys(shapeOf(element));
        // A list of pairs or of amounts is a group of one field each.
        const rows: Row[] =
          isPair(keys) || isMoney(keys) ? [{ name: 'value', spec: specOf(element, 'value') }] : rowsOf(element);
        const single = isPair(keys) || isMoney(keys);
        return {
          type: 'group',
          rows,
          max,
          empty: () => (single ? { value: emptyValue(element) } : (emptyValue(element) as Record<string, unknown>)),
        };
      }
      return { type: 'json' };
    }
    default:
      return { type: 'json' };
  }
}

/** The rows of an object: each field once, its French twin beside it. */
export function rowsOf(schema: unknown): Row[] {
  const shape = shapeOf(schema as Schema);
  const rows: Row[] = [];
  for (const [name, field] of Object.entries(shape)) {
    if (name.length > 2 && name.endsWith('Fr') && name.slice(0, -2) in shape) continue;
    const spec = specOf(field, name);
    const frenchName = `${name}Fr`;
    const french = shape[frenchName] ? specOf(shape[frenchName], frenchName) : undefined;
    rows.push(french && isLeaf(french) ? { name, spec, french: { name: frenchName, spec: french } } : { name, spec });
  }
  return rows;
}

export const isLeaf = (spec: FieldSpec): spec is Leaf => spec.type !== 'group' && spec.type !== 'object';

/** A new item's value of a field: its schema's default, else the empty value of its type. */
export function emptyValue(field: unknown): unknown {
  const { inner, nullable, fallback, hasDefault } = unwrap(field as Schema);
  if (hasDefault) return structuredClone(fallback);
  if (nullable) return null;
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return '';
    case 'number':
      return null;
    case 'boolean':
      return false;
    case 'enum':
      return (inner.options ?? [])[0];
    case 'array':
      return [];
    case 'object': {
      const shape = shapeOf(inner);
      if (isMoney(Object.keys(shape))) return { amount: 0, currency: DEFAULT_CURRENCY };
      return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, emptyValue(field)]));
    }
    default:
      return null;
  }
}

/** Amounts are entered in this currency unless the editor types another. */
export const DEFAULT_CURRENCY = 'CNY';

/** A group's entries are edited as objects: a list of single values is wrapped as `{ value }` and back. */
export const wrapEntries = (spec: Extract<FieldSpec, { type: 'group' }>, list: unknown[]): Record<string, unknown>[] =>
  isSingle(spec) ? list.map((value) => ({ value })) : (list as Record<string, unknown>[]);
export const unwrapEntries = (spec: Extract<FieldSpec, { type: 'group' }>, entries: Record<string, unknown>[]) =>
  isSingle(spec) ? entries.map((entry) => entry.value) : entries;
export const isSingle = (spec: Extract<FieldSpec, { type: 'group' }>) =>
  spec.rows.length === 1 && spec.rows[0]!.name === 'value';

// --- Money: minor units in the data, major units for people (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md)

/** How many decimals a currency's amounts have (CNY 2, JPY 0), as Intl knows it. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 1250050 fen → "12500.5" (no grouping, so it reads back). */
export function majorUnits(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return String(Number((amount / 10 ** digits).toFixed(digits)));
}

/** "12 500,50" or "12500.5" → 1250050; null when it is not an amount. */
export function minorUnits(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10 ** currencyDigits(currency));
}

// --- Values by path ("documents.2.note")

export function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);
}

export function withValueAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const container = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string, unknown>;
  container[head!] = rest.length === 0 ? value : withValueAt(container[head!] ?? {}, rest.join('.'), value);
  return container as T;
}

/** Whether a text is written (blank counts as empty, as french-fields.ts counts it). */
export const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';
