import { intakeContentSchema, text, type IntakeContent } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { monthOf } from '../../programmes/localized.js';
import { unknownLiveIds } from './unknown-live-ids.js';
import type { AdoptedRow, ContentAdapter, FieldProblems } from '../content-adapter.js';

const include = { programme: { select: { slug: true } } } as const;
type LiveIntake = Prisma.IntakeGetPayload<{ include: typeof include }>;

const firstOfMonth = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** A live intake as an editor would have written it: version 1 of the seed's intakes. */
const intakeFromLive = (i: LiveIntake): IntakeContent => ({
  programmeSlug: i.programme.slug,
  start: monthOf(i.start),
  deadline: i.deadline.toISOString(),
  closed: i.closed,
});

/**
 * Intakes (docs/product.md#content-management): the live row is `Intake`, one start month of a programme. Its open
 * state is computed when asked (not closed, deadline ahead), so a publish shows at once. Unpublishing closes it: the
 * row stays, as applications name their intake by its month.
 */
export const intakesAdapter: ContentAdapter<IntakeContent> = {
  kind: 'intakes',
  schema: intakeContentSchema,
  title: (i) => `${i.programmeSlug} ${i.start}`,

  async check(tx, i, liveKey) {
    const problems: FieldProblems = {};
    const programme = await tx.programme.findUnique({ where: { slug: i.programmeSlug }, select: { id: true } });
    if (!programme) {
      problems.programmeSlug = [text('content.unknownReference', { what: 'programme' })];
      return problems;
    }
    const sameStart = await tx.intake.findUnique({
      where: { programmeId_start: { programmeId: programme.id, start: firstOfMonth(i.start) } },
      select: { id: true },
    });
    if (sameStart && String(sameStart.id) !== liveKey) problems.start = [text('content.taken')];
    // A deadline after the start month has ended would offer an intake that has already begun.
    const startMonth = firstOfMonth(i.start);
    const monthAfter = new Date(Date.UTC(startMonth.getUTCFullYear(), startMonth.getUTCMonth() + 1, 1));
    if (new Date(i.deadline) >= monthAfter) problems.deadline = [text('content.deadlineAfterStart')];
    return problems;
  },

  async publish(tx, i, liveKey) {
    const programme = await tx.programme.findUniqueOrThrow({ where: { slug: i.programmeSlug }, select: { id: true } });
    const fields = {
      programmeId: programme.id,
      start: firstOfMonth(i.start),
      deadline: new Date(i.deadline),
      closed: i.closed,
    };
    const row = liveKey
      ? await tx.intake.update({ where: { id: Number(liveKey) }, data: fields })
      : await tx.intake.create({ data: fields });
    return String(row.id);
  },

  async unpublish(tx, liveKey) {
    await tx.intake.update({ where: { id: Number(liveKey) }, data: { closed: true } });
  },

  live: {
    count: (prisma) => prisma.intake.count(),
    async unknown(prisma: PrismaClient, limit): Promise<AdoptedRow<IntakeContent>[]> {
      const ids = await unknownLiveIds(prisma, 'intakes', limit);
      const rows = await prisma.intake.findMany({ where: { id: { in: ids } }, include });
      return rows.map((row) => ({ liveKey: String(row.id), data: intakeFromLive(row) }));
    },
  },
};
