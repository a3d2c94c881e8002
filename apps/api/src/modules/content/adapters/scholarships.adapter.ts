import type { Prisma, PrismaClient } from '@studychina/db';
import { scholarshipContentSchema, text, type ScholarshipContent } from '@studychina/contracts';
import { unknownLiveIds } from './unknown-live-ids.js';
import type { AdoptedRow, ContentAdapter, FieldProblems, Tx } from '../content-adapter.js';

const include = {
  universities: { select: { university: { select: { slug: true } } } },
  programmes: { select: { programme: { select: { slug: true } } } },
} as const;
type LiveScholarship = Prisma.ScholarshipGetPayload<{ include: typeof include }>;

const day = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const sorted = (slugs: string[]) => [...slugs].sort();

/** A live scholarship as an editor would have written it: version 1 of the seed's scholarships. */
const scholarshipFromLive = (s: LiveScholarship): ScholarshipContent => ({
  slug: s.slug,
  name: s.name,
  nameFr: s.nameFr,
  provider: s.provider,
  tuitionCoveragePercent: s.tuitionCoveragePercent,
  coversAccommodation: s.coversAccommodation,
  coversInsurance: s.coversInsurance,
  stipendMonthly: s.stipendMonthly === null ? null : { amount: s.stipendMonthly, currency: s.stipendCurrency ?? 'CNY' },
  degrees: s.degrees,
  deadline: s.deadline?.toISOString() ?? null,
  description: s.description,
  descriptionFr: s.descriptionFr,
  howToApply: s.howToApply,
  howToApplyFr: s.howToApplyFr,
  universitySlugs: sorted(s.universities.map((link) => link.university.slug)),
  programmeSlugs: sorted(s.programmes.map((link) => link.programme.slug)),
});

/** The ids of the slugs named, and the path of each slug that names nothing. */
async function idsOf(tx: Tx, table: 'university' | 'programme', slugs: string[], field: string) {
  const rows =
    table === 'university'
      ? await tx.university.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } })
      : await tx.programme.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const problems: FieldProblems = {};
  slugs.forEach((slug, index) => {
    if (!bySlug.has(slug)) problems[`${field}.${index}`] = [text('content.unknownReference', { what: table })];
  });
  return { ids: [...new Set(bySlug.values())], problems };
}

/**
 * Scholarships (docs/product.md#content-management): the live row is `Scholarship` with its links to universities
 * and programmes. Unpublishing clears `published`: the scholarship leaves the lists, its page, the sitemap and the
 * programmes' and universities' pages.
 */
export const scholarshipsAdapter: ContentAdapter<ScholarshipContent> = {
  kind: 'scholarships',
  schema: scholarshipContentSchema,
  title: (s) => s.name,

  async check(tx, s, liveKey) {
    // One after the other: a transaction's queries share one connection.
    const universities = await idsOf(tx, 'university', s.universitySlugs, 'universitySlugs');
    const programmes = await idsOf(tx, 'programme', s.programmeSlugs, 'programmeSlugs');
    const sameSlug = await tx.scholarship.findUnique({ where: { slug: s.slug }, select: { id: true } });
    const problems: FieldProblems = { ...universities.problems, ...programmes.problems };
    if (sameSlug && String(sameSlug.id) !== liveKey) problems.slug = [text('content.taken')];
    return problems;
  },

  async publish(tx, s, liveKey, { figuresCheckedAt, now }) {
    const universities = await idsOf(tx, 'university', s.universitySlugs, 'universitySlugs');
    const programmes = await idsOf(tx, 'programme', s.programmeSlugs, 'programmeSlugs');
    const fields = {
      slug: s.slug,
      name: s.name,
      nameFr: s.nameFr,
      provider: s.provider,
      tuitionCoveragePercent: s.tuitionCoveragePercent,
      coversAccommodation: s.coversAccommodation,
      coversInsurance: s.coversInsurance,
      stipendMonthly: s.stipendMonthly?.amount ?? null,
      stipendCurrency: s.stipendMonthly?.currency ?? null,
      degrees: s.degrees,
      deadline: s.deadline === null ? null : new Date(s.deadline),
      description: s.description,
      descriptionFr: s.descriptionFr,
      howToApply: s.howToApply,
      howToApplyFr: s.howToApplyFr,
      published: true,
      ...(figuresCheckedAt && { sampleData: false, figuresCheckedOn: day(figuresCheckedAt) }),
    };
    const links = {
      universities: { create: universities.ids.map((universityId) => ({ universityId })) },
      programmes: { create: programmes.ids.map((programmeId) => ({ programmeId })) },
    };
    const row = liveKey
      ? await tx.scholarship.update({
          where: { id: Number(liveKey) },
          data: {
            ...fields,
            universities: { deleteMany: {}, ...links.universities },
            programmes: { deleteMany: {}, ...links.programmes },
          },
        })
      : await tx.scholarship.create({
          data: { ...fields, figuresCheckedOn: day(figuresCheckedAt ?? now), ...links },
        });
    return String(row.id);
  },

  async unpublish(tx, liveKey) {
    await tx.scholarship.update({ where: { id: Number(liveKey) }, data: { published: false } });
  },

  live: {
    count: (prisma) => prisma.scholarship.count(),
    async unknown(prisma: PrismaClient, limit): Promise<AdoptedRow<ScholarshipContent>[]> {
      const ids = await unknownLiveIds(prisma, 'scholarships', limit);
      const rows = await prisma.scholarship.findMany({ where: { id: { in: ids } }, include });
      return rows.map((row) => ({ liveKey: String(row.id), data: scholarshipFromLive(row), published: row.published }));
    },
  },
};
