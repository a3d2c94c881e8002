import type { PrismaClient } from '@studychina/db';
import {
  UNIVERSITIES_PAGE_SIZE,
  text,
  type Locale,
  type UniversitiesPageResponse,
  type UniversitiesQuery,
  type UniversityDetail,
  type UniversitySummary,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { resolveKnownValues } from './filter-values.js';
import { dayOf, inLocale } from './localized.js';
import type { Prices } from './money.js';
import { onePage } from './paging.js';
import { programmeSummaries } from './programme-summaries.js';
import { PUBLIC_SCHOLARSHIP, PUBLIC_UNIVERSITY } from './public-rows.js';
import { scholarshipSummary } from './scholarship-views.js';
import { searchWordSpellings } from './search-words.js';

const withCity = { city: true, _count: { select: { programmes: { where: { published: true } } } } } as const;

type UniversityRow = Awaited<ReturnType<PrismaClient['university']['findMany']>>[number] & {
  city: { slug: string; name: string; nameFr: string; province: string; provinceFr: string; provinceSlug: string };
  _count: { programmes: number };
};

const summaryOf = (u: UniversityRow, locale: Locale): UniversitySummary => ({
  id: u.id,
  slug: u.slug,
  name: u.name,
  nameZh: u.nameZh,
  city: { slug: u.city.slug, name: inLocale(locale, u.city.name, u.city.nameFr) },
  province: { slug: u.city.provinceSlug, name: inLocale(locale, u.city.province, u.city.provinceFr) },
  type: u.type,
  tags: u.tags as UniversitySummary['tags'],
  logo: u.logo,
  coverImage: u.coverImage,
  programmeCount: u._count.programmes,
});

/** GET /universities and /universities/:slug. */
export function createUniversities(prisma: PrismaClient, prices: Prices, now: () => Date) {
  return {
    async page(query: UniversitiesQuery, locale: Locale): Promise<UniversitiesPageResponse> {
      const [known, words] = await Promise.all([
        resolveKnownValues(prisma, { city: query.city }),
        searchWordSpellings(prisma, query.q),
      ]);
      const where = {
        ...PUBLIC_UNIVERSITY,
        ...(known.cityIds && { cityId: { in: known.cityIds } }),
        AND: words.map((spellings) => ({ OR: spellings.map((w) => ({ searchText: { contains: w } })) })),
      };
      return onePage(
        { page: query.page ?? 1, perPage: UNIVERSITIES_PAGE_SIZE },
        () => prisma.university.count({ where }),
        async (window) => {
          const rows = await prisma.university.findMany({
            where,
            include: withCity,
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
            ...window,
          });
          return rows.map((u) => summaryOf(u, locale));
        },
      );
    },

    async bySlug(slug: string, locale: Locale): Promise<UniversityDetail> {
      const at = now();
      const university = await prisma.university.findUnique({
        where: { slug, ...PUBLIC_UNIVERSITY },
        include: {
          ...withCity,
          accommodation: { orderBy: { position: 'asc' } },
          programmes: {
            where: { published: true },
            select: { id: true },
            orderBy: [{ degree: 'asc' }, { [locale === 'fr' ? 'titleFr' : 'title']: 'asc' }, { id: 'asc' }],
          },
          scholarships: { where: { scholarship: PUBLIC_SCHOLARSHIP }, include: { scholarship: true } },
        },
      });
      if (!university) throw new HttpError(404, 'NOT_FOUND', text('catalogue.universityNotFound'));
      const price = await prices.pricer();
      const programmes = await programmeSummaries(
        prisma,
        university.programmes.map((p) => p.id),
        { locale, now: at, price },
      );
      return {
        ...summaryOf(university, locale),
        founded: university.founded,
        internationalStudents: university.internationalStudents,
        website: university.website,
        description: inLocale(locale, university.description, university.descriptionFr),
        accommodation: university.accommodation.map((room) => ({
          roomType: inLocale(locale, room.roomType, room.roomTypeFr),
          period: room.period,
          min: price(room.priceMin, room.currency),
          max: price(room.priceMax, room.currency),
        })),
        programmes,
        scholarships: university.scholarships
          .map((link) => scholarshipSummary(link.scholarship, { locale, now: at, price }))
          .sort((a, b) => a.name.localeCompare(b.name, locale)),
        sampleData: university.sampleData,
        figuresCheckedOn: dayOf(university.figuresCheckedOn),
      };
    },
  };
}
