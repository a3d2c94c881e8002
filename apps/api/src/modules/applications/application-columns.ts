import {
  OPTIONAL_TEXT_FIELDS,
  type ApplicationFormValues,
  type ApplicationTextField,
  type OptionalTextField,
} from '@studychina/contracts';
import type { Application } from '@studychina/db';

/**
 * The link between the contracts' field list and the Prisma Application model, checked by `pnpm
 * typecheck`: every text field of the form has its column (Pick below fails otherwise), every column
 * that is not the record's own is a text field of the form, and a column is nullable exactly when its
 * field is optional. Adding a field to one side only fails the build, not a submission at run time.
 */
type RecordColumns =
  | 'id'
  | 'userId'
  | 'status'
  | 'assigneeId'
  | 'createdAt'
  | 'updatedAt'
  | 'searchText'
  // The queue's (docs/decisions/0096-nationality-as-a-country.md, 0097-queue-triage.md).
  | 'nationalityCode'
  | 'statusChangedAt'
  | 'deadline'
  | 'nationalityKey'
  | 'passportKey'
  | 'nameSortKey'
  // What the student agreed to at submit (docs/decisions/0137-students-data-rights.md).
  | 'consentVersion'
  | 'consentedAt';
/** Where it went, set by staff (admin/placement.service.ts): not the form's. */
type PlacementColumns = 'forwardedUniversity' | 'forwardedProgramme' | 'admissionNumber';
type FormColumns = Exclude<keyof Application, RecordColumns | PlacementColumns>;
type NullableColumns = { [K in FormColumns]: null extends Application[K] ? K : never }[FormColumns];

/** true when A and B hold the same names; otherwise what each lacks, which the type error then shows. */
type SameNames<A extends PropertyKey, B extends PropertyKey> = [Exclude<A, B> | Exclude<B, A>] extends [never]
  ? true
  : { onlyInFirst: Exclude<A, B>; onlyInSecond: Exclude<B, A> };
type Holds<T extends true> = T;

export type ColumnLinks = [
  Holds<SameNames<FormColumns, ApplicationTextField>>,
  Holds<SameNames<NullableColumns, OptionalTextField>>,
];

/** The form's text columns, typed by Prisma under the contracts' names. */
export type TextColumns = Pick<Application, ApplicationTextField>;

/** The text columns of an application; an optional field left empty is stored as NULL ("not given"), not ''. */
export function textColumns(values: ApplicationFormValues): TextColumns {
  const { educationHistory: _entries, familyMembers: _members, ...texts } = values;
  const columns: TextColumns = texts;
  for (const field of OPTIONAL_TEXT_FIELDS) if (columns[field] === '') columns[field] = null;
  return columns;
}
