import { z } from 'zod';
import { applicationStatusSchema } from '../application/responses.js';
import { OVERVIEW_FIGURE_NAMES, type OverviewFigure } from './overview-csv.js';

// The manager's overview (docs/product.md#back-office-overview, docs/decisions/0140-overview-figures-from-the-events.md):
// GET /admin/overview and its CSV, for admins and staff holding the `manager` permission.

/** The longest range the overview counts over (two years and a day): longer is a typing mistake. */
export const OVERVIEW_MAX_DAYS = 731;
/** Without `from`, the range is the last this many days up to `to` (today by default), both included. */
export const OVERVIEW_DEFAULT_DAYS = 90;
/** The lists by nationality and by programme name this many, then one row for all the rest (`value: null`). */
export const OVERVIEW_TOP = 10;
/** The CSV variant's file name (without extension). */
export const OVERVIEW_CSV_NAME = 'overview';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-09-01.' });

export const overviewQuerySchema = z.object({
  /** The first day counted (UTC), included; default: `to` minus 89 days. */
  from: optional(day),
  /** The last day counted (UTC), included; default: today. */
  to: optional(day),
  /** As the queue's filter: a country code (`NG`) or a text naming a country. */
  nationality: optional(z.string().trim().max(255)),
  /** A university's slug: applications to any of its programmes (first or second choice). */
  university: optional(z.string().trim().max(160)),
  /** A programme's slug (first or second choice). */
  programme: optional(z.string().trim().max(160)),
  /** An intake's start month, like 2027-09. */
  intake: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use a month like 2027-09.' })),
  /** A staff account's id: the applications assigned to them. */
  staff: optional(z.uuid({ error: 'Unknown staff member.' })),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const count = z.number().int().min(0);
const week = z.string().meta({ description: "The week's Monday (UTC), like 2026-11-23" });

export const overviewSchema = z.object({
  /** The range counted, as resolved (defaults filled in). */
  from: z.string(),
  to: z.string(),
  /** Applications that reached each status in the range (an event into it), every status in the workflow's order. */
  funnel: z.array(z.object({ status: applicationStatusSchema, count })),
  /** Applications that entered each status, by week; only weeks and statuses with at least one. */
  byWeek: z.array(z.object({ week, status: applicationStatusSchema, count })),
  /**
   * Days spent in each status by the stays that ended in the range (median and 90th percentile, one decimal);
   * only statuses left at least once.
   */
  stageDays: z.array(z.object({ status: applicationStatusSchema, median: z.number(), p90: z.number(), stays: count })),
  /** Applications submitted in the range by nationality (a country code, else the text as written): the top 10, then `null` for the rest. */
  byNationality: z.array(z.object({ value: z.string().nullable(), count })),
  /** Applications submitted in the range by first-choice programme (its slug, else the major's name): the top 10, then `null` for the rest. */
  byProgramme: z.array(z.object({ value: z.string().nullable(), count })),
  /** Documents asked for again in the range (a form list's name or the named document), most asked first. */
  corrections: z.array(z.object({ document: z.string(), count })),
  /** What staff wrote with those requests (the same words counted together; `null`: nothing written), most first, at most 20. */
  correctionReasons: z.array(z.object({ document: z.string(), reason: z.string().nullable(), count })),
  /** Payments received in the range (succeeded, by the day they were paid), per month and currency, in minor units. */
  payments: z.array(z.object({ month: z.string(), currency: z.string(), amount: z.number().int(), count })),
  /**
   * Each staff member or admin with work: `open` applications assigned to them now and not finished (admitted,
   * rejected, withdrawn), `decided` the status changes they made in the range.
   */
  staff: z.array(z.object({ id: z.uuid(), name: z.string(), open: count, decided: count })),
  /** The status changes each staff member made, by week. */
  staffByWeek: z.array(z.object({ week, id: z.uuid(), decided: count })),
});
export type Overview = z.infer<typeof overviewSchema>;

export const overviewResponseSchema = z.object({ success: z.literal(true), data: overviewSchema });
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

/** The range refused: `from` after `to`, or longer than OVERVIEW_MAX_DAYS. */
export const OVERVIEW_RANGE_MESSAGE = `The range must start on or before its last day and span at most ${OVERVIEW_MAX_DAYS} days.`;

/** GET /admin/overview.csv: the overview's query and which figure's table to send. */
export const overviewCsvQuerySchema = overviewQuerySchema.extend({
  figure: z.enum(OVERVIEW_FIGURE_NAMES as [OverviewFigure, ...OverviewFigure[]], {
    error: `Use one of ${OVERVIEW_FIGURE_NAMES.join(', ')}.`,
  }),
});
