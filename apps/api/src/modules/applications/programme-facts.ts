import { PROGRAMME_CHOICES, type Locale, type ProgrammeFactsBySlug } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { TextFields } from '../../lib/text-fields.js';
import { inLocale } from '../programmes/localized.js';
import { PUBLIC_PROGRAMME } from '../programmes/public-rows.js';

/**
 * What POST /apply's eligibility checks need of the programmes an application chose
 * (docs/product.md#apply-programme-choice): each published programme's title, age range and intakes, open or
 * not at `now`. A slug the catalogue does not publish is null, which the contracts' check refuses. The title is
 * in `locale`, the answer's language: the refusals name the programme as the reader knows it (its French title
 * on a French form).
 */
export async function programmeFacts(
  prisma: PrismaClient,
  fields: TextFields,
  now: Date,
  locale: Locale,
): Promise<ProgrammeFactsBySlug> {
  const slugs = [
    ...new Set(
      PROGRAMME_CHOICES.map((choice) => fields[choice.programme]).flatMap((value) =>
        typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [],
      ),
    ),
  ];
  if (slugs.length === 0) return {};
  const rows = await prisma.programme.findMany({
    where: { slug: { in: slugs }, ...PUBLIC_PROGRAMME },
    select: {
      slug: true,
      title: true,
      titleFr: true,
      ageMin: true,
      ageMax: true,
      university: { select: { name: true } },
      intakes: { select: { start: true, deadline: true, closed: true }, orderBy: { start: 'asc' } },
    },
  });
  const facts: Record<string, ProgrammeFactsBySlug[string]> = Object.fromEntries(slugs.map((slug) => [slug, null]));
  for (const row of rows) {
    facts[row.slug] = {
      title: `${inLocale(locale, row.title, row.titleFr)}, ${row.university.name}`,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      intakes: row.intakes.map((intake) => ({
        start: intake.start.toISOString().slice(0, 7),
        deadline: intake.deadline.toISOString(),
        open: !intake.closed && intake.deadline.getTime() > now.getTime(),
      })),
    };
  }
  return facts;
}
