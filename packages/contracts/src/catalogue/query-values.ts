import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text, type Text } from '../messages/text.js';
import { INTAKE_MONTH } from './values.js';

/** The catalogue's filters, by the name they have in the address. */
export type CatalogueFilter =
  | 'q'
  | 'degree'
  | 'language'
  | 'city'
  | 'province'
  | 'university'
  | 'major'
  | 'intake'
  | 'tuitionMax'
  | 'scholarship'
  | 'sort'
  | 'provider'
  | 'open';

const labelOf = (field: CatalogueFilter) => text(`catalogue.filter.${field}`);

/**
 * "Degree level: "phd" is not one of the values." (the 422 of a filter value that does not exist): a Text, carried
 * by the zod issue (../messages/issue-text.ts) or raised by the service, rendered at the API's edge
 * (docs/decisions/0109-checks-raise-texts.md).
 */
export const unknownFilterValueText = (field: CatalogueFilter, value: string): Text =>
  text('catalogue.unknownValue', { label: labelOf(field), value });

export const MAX_FILTER_VALUES = 20;
export const MAX_QUERY_LENGTH = 100;
/** Longer than any slug or id: a longer value is refused before it reaches the database. */
const MAX_VALUE_LENGTH = 120;

const tooManyValuesMessage = (field: CatalogueFilter) =>
  issueText(text('catalogue.tooManyValues', { label: labelOf(field), max: MAX_FILTER_VALUES }));
/** The sort of a listing that is not one of its sorts (the programmes' schema). */
export const SORT_CHOICE_ISSUE = issueText(text('catalogue.sortChoice'));
const flagOneMessage = (field: CatalogueFilter) => issueText(text('catalogue.flagOne', { label: labelOf(field) }));

/**
 * A filter that may repeat (`degree=bachelor&degree=master`: either matches): one value or a list in the
 * address, always a list once parsed. `accepts` says whether a value exists (null: the database says, in the
 * service); each refusal names the field itself, not one of its positions.
 */
export function repeatedFilter<T extends string = string>(
  field: CatalogueFilter,
  accepts: ((value: string) => boolean) | null = null,
) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .superRefine((values, ctx) => {
      if (values.length > MAX_FILTER_VALUES) ctx.addIssue({ code: 'custom', message: tooManyValuesMessage(field) });
      for (const value of values) {
        if (value.length > MAX_VALUE_LENGTH || (accepts && !accepts(value))) {
          ctx.addIssue({
            code: 'custom',
            message: issueText(unknownFilterValueText(field, value.slice(0, MAX_VALUE_LENGTH))),
          });
          return;
        }
      }
    })
    .transform((values) => [...new Set(values)] as T[])
    .optional();
}

/** `oneOf(['a','b'])('a')`: whether a value is one of a closed list. */
export const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/** `scholarship=1`, `open=1`: a flag whose only value is 1. */
export const flagFilter = (field: CatalogueFilter) =>
  z
    .literal('1', { error: flagOneMessage(field) })
    .transform(() => true as const)
    .optional();

/** `q`: the words searched, at most MAX_QUERY_LENGTH characters; blank is no search. */
export const searchFilter = z
  .string()
  .max(MAX_QUERY_LENGTH, { error: issueText(text('catalogue.queryTooLong', { max: MAX_QUERY_LENGTH })) })
  .transform((q) => q.trim())
  .optional();

/** `intake=YYYY-MM` (may repeat). */
export const intakeFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .superRefine((values, ctx) => {
    if (values.length > MAX_FILTER_VALUES) ctx.addIssue({ code: 'custom', message: tooManyValuesMessage('intake') });
    else if (values.some((v) => !INTAKE_MONTH.test(v)))
      ctx.addIssue({ code: 'custom', message: issueText(text('catalogue.intakeMonth')) });
  })
  .transform((values) => [...new Set(values)])
  .optional();

/** `tuitionMax`: whole yuan a year, 0 or more. */
export const tuitionMaxFilter = z
  .string()
  .regex(/^\d{1,9}$/, { error: issueText(text('catalogue.tuitionMax')) })
  .transform(Number)
  .optional();
