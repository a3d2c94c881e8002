import type { PrismaClient } from '@studychina/db';
import { unknownFilterValueText, type CatalogueFilter, type Text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

/**
 * The filters whose values the database knows (cities, provinces, universities by slug; majors by id): each value
 * is looked up, and one that does not exist is a 422 naming its field, like a degree that is not one.
 */
export interface KnownValues {
  cityIds?: number[];
  provinceCityIds?: number[];
  universityIds?: number[];
  majorIds?: number[];
}

export async function resolveKnownValues(
  prisma: PrismaClient,
  query: { city?: string[]; province?: string[]; university?: string[]; major?: string[] },
): Promise<KnownValues> {
  const [cities, provinces, universities, majors] = await Promise.all([
    query.city ? prisma.city.findMany({ where: { slug: { in: query.city } }, select: { id: true, slug: true } }) : null,
    query.province
      ? prisma.city.findMany({
          where: { provinceSlug: { in: query.province } },
          select: { id: true, provinceSlug: true },
        })
      : null,
    query.university
      ? prisma.university.findMany({ where: { slug: { in: query.university } }, select: { id: true, slug: true } })
      : null,
    query.major
      ? prisma.major.findMany({ where: { id: { in: query.major.map(Number) } }, select: { id: true } })
      : null,
  ]);
  refuseUnknownValues(query, {
    city: cities?.map((c) => c.slug),
    province: provinces?.map((c) => c.provinceSlug),
    university: universities?.map((u) => u.slug),
    major: majors?.map((m) => String(m.id)),
  });
  return {
    cityIds: cities?.map((c) => c.id),
    provinceCityIds: provinces?.map((c) => c.id),
    universityIds: universities?.map((u) => u.id),
    majorIds: majors?.map((m) => m.id),
  };
}

/** The first filter value asked that is not among those found: a 422 naming its field. */
export function refuseUnknownValues(
  query: { city?: string[]; province?: string[]; university?: string[]; major?: string[] },
  found: { city?: string[]; province?: string[]; university?: string[]; major?: string[] },
): void {
  const errors: Record<string, Text[]> = {};
  for (const field of ['city', 'province', 'university', 'major'] as const satisfies readonly CatalogueFilter[]) {
    const unknown = query[field]?.find((value) => !(found[field] ?? []).includes(value));
    if (unknown !== undefined) errors[field] = [unknownFilterValueText(field, unknown)];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, 'VALIDATION_FAILED', first, errors);
}
