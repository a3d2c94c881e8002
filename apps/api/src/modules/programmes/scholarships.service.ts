import type { PrismaClient } from '@studychina/db';
import {
  SCHOLARSHIPS_PAGE_SIZE,
  text,
  type Locale,
  type ScholarshipDetail,
  type ScholarshipsPageResponse,
  type ScholarshipsQuery,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { dayOf, inLocale } from './localized.js';
import type { Prices } from './money.js';
import { onePage } from './paging.js';
import { PUBLIC_PROGRAMME, PUBLIC_SCHOLARSHIP, PUBLIC_UNIVERSITY } from './public-rows.js';
import { scholarshipSummary } from './scholarship-views.js';

const universityRef = (
  u: { slug: string; name: string; city: { slug: string; name: string; nameFr: string } },
  locale: Locale,
) => ({
  slug: u.slug,
  name: u.name,
  city: { slug: u.city.slug, name: inLocale(locale, u.city.name, u.city.nameFr) },
});

/** GET /scholarships and /scholarships/:slug. */
export function createScholarships(prisma: PrismaClient, prices: Prices, now: () => Date) {
  return {
    async page(query: ScholarshipsQuery, locale: Locale): Promise<ScholarshipsPageResponse> {
      const at = now();
      const where = {
        ...PUBLIC_SCHOLARSHIP,
        ...(query.degree && { degrees: { hasSome: query.degree } }),
        ...(query.provider && { provider: { in: query.provider } }),
        ...(query.open && { OR: [{ deadline: null }, { deadline: { gt: at } }] }),
      };
      return onePage(
        { page: query.page ?? 1, perPage: SCHOLARSHIPS_PAGE_SIZE },
        () => prisma.scholarship.count({ where }),
        async (window) => {
          const [rows, price] = await Promise.all([
            prisma.scholarship.findMany({
              where,
              orderBy: [{ tuitionCoveragePercent: 'desc' }, { name: 'asc' }, { id: 'asc' }],
              ...window,
            }),
            prices.pricer(),
          ]);
          return rows.map((row) => scholarshipSummary(row, { locale, now: at, price }));
        },
      );
    },

    async bySlug(slug: string, locale: Locale): Promise<ScholarshipDetail> {
      const at = now();
      const scholarship = await prisma.scholarship.findUnique({
        where: { slug, ...PUBLIC_SCHOLARSHIP },
        include: {
          universities: {
            where: { university: PUBLIC_UNIVERSITY },
            include: { university: { include: { city: true } } },
          },
          programmes: {
            where: { programme: PUBLIC_PROGRAMME },
            include: { programme: { include: { university: { include: { city: true } } } } },
          },
        },
      });
      if (!scholarship) throw new HttpError(404, 'NOT_FOUND', text('catalogue.scholarshipNotFound'));
      const price = await prices.pricer();
      return {
        ...scholarshipSummary(scholarship, { locale, now: at, price }),
        description: inLocale(locale, scholarship.description, scholarship.descriptionFr),
        howToApply: inLocale(locale, scholarship.howToApply, scholarship.howToApplyFr),
        universities: scholarship.universities
          .map((link) => universityRef(link.university, locale))
          .sort((a, b) => a.name.localeCompare(b.name)),
        programmes: scholarship.programmes
          .map(({ programme }) => ({
            slug: programme.slug,
            title: inLocale(locale, programme.title, programme.titleFr),
            university: universityRef(programme.university, locale),
          }))
          .sort((a, b) => a.university.name.localeCompare(b.university.name) || a.title.localeCompare(b.title)),
        sampleData: scholarship.sampleData,
        figuresCheckedOn: dayOf(scholarship.figuresCheckedOn),
      };
    },
  };
}
