import { z } from 'zod';

/**
 * An intake in every answer: `start` is its month (`YYYY-MM`), `deadline` an ISO 8601 instant (set from a time
 * in Asia/Shanghai), `open` false once the deadline has passed or staff closed it (computed when asked).
 */
export const intakeSchema = z
  .object({
    id: z.number().int(),
    start: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    deadline: z.iso.datetime({ offset: true }),
    open: z.boolean(),
  })
  .meta({ id: 'Intake' });
export type Intake = z.infer<typeof intakeSchema>;
