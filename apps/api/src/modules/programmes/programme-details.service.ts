import type { PrismaClient } from '@studychina/db';
import { text, type Locale, type ProgrammeDetail, type RequiredDocument } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { dayOf, inLocale, toIntake } from './localized.js';
import type { Prices } from './money.js';
import { programmeSummaries } from './programme-summaries.js';
import { PUBLIC_PROGRAMME, PUBLIC_SCHOLARSHIP } from './public-rows.js';
import { coverageOf, remainingTuition, scholarshipOpen } from './scholarship-views.js';

/** GET /programmes/:slug: everything a programme's page shows. An unknown or unpublished slug is a 404. */
export function createProgrammeDetails(prisma: PrismaClient, prices: Prices, now: () => Date) {
  return {
    async bySlug(slug: string, locale: Locale): Promise<ProgrammeDetail> {
      const at = now();
      const programme = await prisma.programme.findFirst({
        where: { slug, ...PUBLIC_PROGRAMME },
        include: {
          university: { include: { city: true, accommodation: { orderBy: { position: 'asc' } } } },
          intakes: { orderBy: { start: 'asc' } },
          documents: { orderBy: { position: 'asc' } },
        },
      });
      if (!programme) {
        throw new HttpError(404, 'NOT_FOUND', text('catalogue.programmeNotFound'));
      }
      const price = await prices.pricer();
      const [[summary], scholarships] = await Promise.all([
        programmeSummaries(prisma, [programme.id], { locale, now: at, price }),
        prisma.scholarship.findMany({
          where: {
            ...PUBLIC_SCHOLARSHIP,
            OR: [
              { programmes: { some: { programmeId: programme.id } } },
              { universities: { some: { universityId: programme.universityId } }, degrees: { has: programme.degree } },
            ],
          },
          orderBy: [{ tuitionCoveragePercent: 'desc' }, { name: 'asc' }],
        }),
      ]);
      if (!summary) throw new HttpError(404, 'NOT_FOUND', text('catalogue.programmeNotFound'));
      const { university } = programme;
      const tuition = programme.tuitionPerYear;
      return {
        ...summary,
        description: inLocale(locale, programme.description, programme.descriptionFr),
        university: {
          ...summary.university,
          nameZh: university.nameZh,
          province: {
            slug: university.city.provinceSlug,
            name: inLocale(locale, university.city.province, university.city.provinceFr),
          },
          type: university.type,
          tags: university.tags as ProgrammeDetail['university']['tags'],
        },
        tuitionTotal: price(Math.round((tuition * programme.durationMonths) / 12), programme.tuitionCurrency),
        applicationFee: price(programme.applicationFee, programme.applicationFeeCurrency),
        serviceFee: price(programme.serviceFee, programme.serviceFeeCurrency),
        accommodation: university.accommodation.map((room) => ({
          roomType: inLocale(locale, room.roomType, room.roomTypeFr),
          period: room.period,
          min: price(room.priceMin, room.currency),
          max: price(room.priceMax, room.currency),
        })),
        intakes: programme.intakes.map((intake) => toIntake(intake, at)),
        requirements: {
          ageMin: programme.ageMin,
          ageMax: programme.ageMax,
          minPreviousDegree: programme.minPreviousDegree,
          hskLevel: programme.hskLevel,
          ielts: programme.ieltsMin === null ? null : programme.ieltsMin.toNumber(),
          toefl: programme.toeflMin,
          duolingo: programme.duolingoMin,
          minGrade: programme.minGrade === null ? null : inLocale(locale, programme.minGrade, programme.minGradeFr),
          notes: inLocale(locale, programme.requirementNotes, programme.requirementNotesFr),
        },
        documents: programme.documents.map((d) => ({
          document: d.document as RequiredDocument['document'],
          note: inLocale(locale, d.note, d.noteFr),
        })),
        scholarships: scholarships.map((s) => ({
          id: s.id,
          slug: s.slug,
          name: inLocale(locale, s.name, s.nameFr),
          provider: s.provider,
          coverage: coverageOf(s, price),
          deadline: s.deadline?.toISOString() ?? null,
          open: scholarshipOpen(s, at),
          remainingTuition: price(remainingTuition(tuition, s.tuitionCoveragePercent), programme.tuitionCurrency),
        })),
        sampleData: programme.sampleData,
        figuresCheckedOn: dayOf(programme.figuresCheckedOn),
      };
    },
  };
}
