import { CONTENT_SCHEMAS, type ContentFields, type ContentTransferKind, type ManagedKind } from '@studychina/contracts';
import {
  moneyCells,
  numberCell,
  optionalTextCell,
  recordsCell,
  textCell,
  wordsCell,
  yesNoCell,
  type CellCodec,
} from './cell-codecs.js';

/** Every field of a kind with its codec: a field added to the kind's schema does not compile until it is here. */
export type ColumnMap<T> = { readonly [K in keyof T]-?: CellCodec<T[K]> };

/** How one kind sits in a spreadsheet (docs/decisions/0125-content-import-export-files.md). */
export interface KindColumns<T> {
  columns: ColumnMap<T>;
  /**
   * The item a row stands for, matched against each item's published fields (its draft's when never published):
   * a slug, or for an intake its programme's slug and its start. Rows are exported in this order.
   */
  key: (data: T) => string;
  /** Where a second row of the same item is reported. */
  keyColumn: string;
}

/** The kinds that can be imported and exported today: those of CONTENT_TRANSFER_KINDS whose schema exists. */
export type TransferKind = Extract<ContentTransferKind, ManagedKind>;

/** One map per kind, each checked against its kind's fields by the compiler (ColumnMap above). */
export const COLUMN_MAPS: { readonly [K in TransferKind]: KindColumns<ContentFields<K>> } = {
  programmes: {
    key: (p) => p.slug,
    keyColumn: 'slug',
    columns: {
      slug: textCell,
      universitySlug: textCell,
      majorId: numberCell,
      title: textCell,
      titleFr: textCell,
      description: textCell,
      descriptionFr: textCell,
      degree: textCell,
      language: textCell,
      durationMonths: numberCell,
      tuitionPerYear: moneyCells,
      applicationFee: moneyCells,
      serviceFee: moneyCells,
      ageMin: numberCell,
      ageMax: numberCell,
      minPreviousDegree: optionalTextCell,
      hskLevel: numberCell,
      ieltsMin: numberCell,
      toeflMin: numberCell,
      duolingoMin: numberCell,
      minGrade: textCell,
      minGradeFr: textCell,
      requirementNotes: textCell,
      requirementNotesFr: textCell,
      documents: recordsCell,
    },
  },
  universities: {
    key: (u) => u.slug,
    keyColumn: 'slug',
    columns: {
      slug: textCell,
      name: textCell,
      nameZh: textCell,
      citySlug: textCell,
      type: textCell,
      tags: wordsCell,
      founded: numberCell,
      internationalStudents: numberCell,
      website: optionalTextCell,
      description: textCell,
      descriptionFr: textCell,
      logo: optionalTextCell,
      coverImage: optionalTextCell,
      accommodation: recordsCell,
    },
  },
  intakes: {
    key: (i) => `${i.programmeSlug} ${i.start}`,
    keyColumn: 'programmeSlug',
    columns: { programmeSlug: textCell, start: textCell, deadline: textCell, closed: yesNoCell },
  },
};

export const TRANSFER_KINDS = Object.keys(COLUMN_MAPS) as TransferKind[];
export const isTransferKind = (kind: string): kind is TransferKind => kind in COLUMN_MAPS;

/** A field and its codec, in the order of the kind's schema (so the columns follow the editor's form). */
export interface FieldColumns {
  field: string;
  codec: CellCodec<never>;
  headers: string[];
}

export function fieldsOf(kind: TransferKind): FieldColumns[] {
  const columns = COLUMN_MAPS[kind].columns as Record<string, CellCodec<never>>;
  return Object.keys(CONTENT_SCHEMAS[kind].shape).map((field) => {
    const codec = columns[field]!;
    return { field, codec, headers: codec.parts.map((part) => (part ? `${field}.${part}` : field)) };
  });
}

export const headersOf = (kind: TransferKind): string[] => fieldsOf(kind).flatMap((f) => f.headers);

/** The key of an item's fields (already checked by its schema) of any transfer kind. */
export const keyOf = (kind: TransferKind, data: Record<string, unknown>): string =>
  (COLUMN_MAPS[kind].key as unknown as (data: Record<string, unknown>) => string)(data);
