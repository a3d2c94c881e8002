import { programmeSearchText, searchWords, universitySearchText, type Prisma, type PrismaClient } from '@studychina/db';
import { text, universityContentSchema, type UniversityContent, type UniversityTag } from '@studychina/contracts';
import { unknownLiveIds } from './unknown-live-ids.js';
import type { AdoptedRow, ContentAdapter, FieldProblems, Tx } from '../content-adapter.js';

const include = { city: { select: { slug: true } }, accommodation: { orderBy: { position: 'asc' } } } as const;
type LiveUniversity = Prisma.UniversityGetPayload<{ include: typeof include }>;

const day = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** A live university as an editor would have written it: version 1 of the seed's universities. */
const universityFromLive = (u: LiveUniversity): UniversityContent => ({
  slug: u.slug,
  name: u.name,
  nameZh: u.nameZh,
  citySlug: u.city.slug,
  type: u.type,
  tags: u.tags as UniversityTag[],
  founded: u.founded,
  internationalStudents: u.internationalStudents,
  website: u.website,
  description: u.description,
  descriptionFr: u.descriptionFr,
  logo: u.logo,
  coverImage: u.coverImage,
  accommodation: u.accommodation.map((room) => ({
    roomType: room.roomType,
    roomTypeFr: room.roomTypeFr,
    priceMin: { amount: room.priceMin, currency: room.currency },
    priceMax: { amount: room.priceMax, currency: room.currency },
    period: room.period,
  })),
});

/** Its programmes are found by the university's names and city too: their search texts follow a new name. */
async function renameInProgrammes(tx: Tx, universityId: number) {
  const university = await tx.university.findUniqueOrThrow({ where: { id: universityId }, include: { city: true } });
  const programmes = await tx.programme.findMany({
    where: { universityId },
    select: { id: true, title: true, titleFr: true, major: { select: { name: true, nameFr: true } } },
  });
  for (const p of programmes) {
    const searchText = programmeSearchText({
      title: p.title,
      titleFr: p.titleFr,
      universityName: university.name,
      universityNameZh: university.nameZh,
      cityName: university.city.name,
      cityNameFr: university.city.nameFr,
      majorName: p.major.name,
      majorNameFr: p.major.nameFr,
    });
    await tx.programme.update({ where: { id: p.id }, data: { searchText } });
  }
}

/**
 * Universities (docs/product.md#content-management): the live row is `University` with its rooms (Accommodation).
 * Unpublishing clears `published`: the university's page, its place in the lists, search and sitemap, and its
 * programmes leave the public site with it; the rows stay, as applications and shortlists point at them.
 */
export const universitiesAdapter: ContentAdapter<UniversityContent> = {
  kind: 'universities',
  schema: universityContentSchema,
  title: (u) => u.name,

  async check(tx, u, liveKey) {
    const problems: FieldProblems = {};
    const city = await tx.city.findUnique({ where: { slug: u.citySlug }, select: { id: true } });
    const sameSlug = await tx.university.findUnique({ where: { slug: u.slug }, select: { id: true } });
    if (!city) problems.citySlug = [text('content.unknownReference', { what: 'city' })];
    if (sameSlug && String(sameSlug.id) !== liveKey) problems.slug = [text('content.taken')];
    u.accommodation.forEach((room, index) => {
      if (room.priceMax.currency !== room.priceMin.currency)
        problems[`accommodation.${index}.priceMax.currency`] = [text('content.sameCurrency')];
      else if (room.priceMax.amount < room.priceMin.amount)
        problems[`accommodation.${index}.priceMax.amount`] = [text('content.maxBelowMin')];
    });
    return problems;
  },

  async publish(tx, u, liveKey, { figuresCheckedAt, now }) {
    const city = await tx.city.findUniqueOrThrow({ where: { slug: u.citySlug } });
    const searchText = universitySearchText({ ...u, cityName: city.name, cityNameFr: city.nameFr });
    const fields = {
      slug: u.slug,
      name: u.name,
      nameZh: u.nameZh,
      cityId: city.id,
      type: u.type,
      tags: u.tags,
      founded: u.founded,
      internationalStudents: u.internationalStudents,
      website: u.website,
      description: u.description,
      descriptionFr: u.descriptionFr,
      logo: u.logo,
      coverImage: u.coverImage,
      published: true,
      searchText,
      ...(figuresCheckedAt && { sampleData: false, figuresCheckedOn: day(figuresCheckedAt) }),
    };
    const rooms = u.accommodation.map((room, position) => ({
      roomType: room.roomType,
      roomTypeFr: room.roomTypeFr,
      priceMin: room.priceMin.amount,
      priceMax: room.priceMax.amount,
      currency: room.priceMin.currency,
      period: room.period,
      position,
    }));
    const before = liveKey ? await tx.university.findUnique({ where: { id: Number(liveKey) } }) : null;
    const row = before
      ? await tx.university.update({
          where: { id: before.id },
          data: { ...fields, accommodation: { deleteMany: {}, create: rooms } },
        })
      : await tx.university.create({
          data: { ...fields, figuresCheckedOn: day(figuresCheckedAt ?? now), accommodation: { create: rooms } },
        });
    if (before && (before.name !== row.name || before.nameZh !== row.nameZh || before.cityId !== row.cityId))
      await renameInProgrammes(tx, row.id);
    const words = searchWords([searchText]);
    if (words.length > 0)
      await tx.searchWord.createMany({ data: words.map((word) => ({ word })), skipDuplicates: true });
    return String(row.id);
  },

  async unpublish(tx, liveKey) {
    await tx.university.update({ where: { id: Number(liveKey) }, data: { published: false } });
  },

  live: {
    count: (prisma) => prisma.university.count(),
    async unknown(prisma: PrismaClient, limit): Promise<AdoptedRow<UniversityContent>[]> {
      const ids = await unknownLiveIds(prisma, 'universities', limit);
      const rows = await prisma.university.findMany({ where: { id: { in: ids } }, include });
      return rows.map((row) => ({ liveKey: String(row.id), data: universityFromLive(row), published: row.published }));
    },
  },
};
