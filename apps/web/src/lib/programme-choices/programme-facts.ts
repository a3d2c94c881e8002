import type { ProgrammeDetail, ProgrammeFactsBySlug } from '@studychina/contracts';

/** What the eligibility checks read of each programme the catalogue described (docs/product.md#apply-programme-choice). */
export const programmeFactsOf = (programmes: Readonly<Record<string, ProgrammeDetail | null>>): ProgrammeFactsBySlug =>
  Object.fromEntries(
    Object.entries(programmes).map(([slug, detail]) => [
      slug,
      detail && {
        title: `${detail.title}, ${detail.university.name}`,
        ageMin: detail.requirements.ageMin,
        ageMax: detail.requirements.ageMax,
        intakes: detail.intakes,
      },
    ]),
  );
