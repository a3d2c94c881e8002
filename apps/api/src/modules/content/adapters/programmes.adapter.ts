import { programmeSearchText, searchWords, type Prisma, type PrismaClient } from '@studychina/db';
import { programmeContentSchema, text, type FileListName, type ProgrammeContent } from '@studychina/contracts';
import { unknownLiveIds } from './unknown-live-ids.js';
import type { AdoptedRow, ContentAdapter, FieldProblems, Tx } from '../content-adapter.js';

const include = { university: { select: { slug: true } }, documents: { orderBy: { position: 'asc' } } } as const;
type LiveProgramme = Prisma.ProgrammeGetPayload<{ include: typeof include }>;

const money = (amount: number, currency: string) => ({ amount, currency });
const day = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** A live programme as an editor would have written it: version 1 of the seed's programmes. */
export function programmeFromLive(p: LiveProgramme): ProgrammeContent {
  return {
    slug: p.slug,
    universitySlug: p.university.slug,
    majorId: p.majorId,
    title: p.title,
    titleFr: p.titleFr,
    description: p.description,
    descriptionFr: p.descriptionFr,
    degree: p.degree,
    language: p.language,
    durationMonths: p.durationMonths,
    tuitionPerYear: money(p.tuitionPerYear, p.tuitionCurrency),
    applicationFee: money(p.applicationFee, p.applicationFeeCurrency),
    serviceFee: money(p.serviceFee, p.serviceFeeCurrency),
    ageMin: p.ageMin,
    ageMax: p.ageMax,
    minPreviousDegree: p.minPreviousDegree,
    hskLevel: p.hskLevel,
    ieltsMin: p.ieltsMin === null ? null : Number(p.ieltsMin),
    toeflMin: p.toeflMin,
    duolingoMin: p.duolingoMin,
    minGrade: p.minGrade ?? '',
    minGradeFr: p.minGradeFr ?? '',
    requirementNotes: p.requirementNotes,
    requirementNotesFr: p.requirementNotesFr,
    documents: p.documents.map((d) => ({ document: d.document as FileListName, note: d.note, noteFr: d.noteFr })),
  };
}

/**
 * Programmes (docs/product.md#content-management): the live row is `Programme` with its documents; its search text
 * is written with it, so a published title is found at once. Unpublishing clears `published` (the public list and
 * search show only published programmes); the row stays, as applications and shortlists point at it.
 */
export const programmesAdapter: ContentAdapter<ProgrammeContent> = {
  kind: 'programmes',
  schema: programmeContentSchema,
  title: (p) => p.title,

  async check(tx, p, liveKey) {
    const problems: FieldProblems = {};
    // One after the other: a transaction's client runs one query at a time (pg warns of overlapping ones).
    const university = await tx.university.findUnique({
      where: { slug: p.universitySlug },
      select: { published: true },
    });
    const major = await tx.major.findUnique({ where: { id: p.majorId }, select: { id: true } });
    const sameSlug = await tx.programme.findUnique({ where: { slug: p.slug }, select: { id: true } });
    if (!university) problems.universitySlug = [text('content.unknownReference', { what: 'university' })];
    // Published under a university that is not would show nowhere: the editor publishes the university first.
    else if (!university.published)
      problems.universitySlug = [text('content.referenceUnpublished', { what: 'university' })];
    if (!major) problems.majorId = [text('content.unknownReference', { what: 'major' })];
    if (sameSlug && String(sameSlug.id) !== liveKey) problems.slug = [text('content.taken')];
    if (p.ageMin !== null && p.ageMax !== null && p.ageMin > p.ageMax)
      problems.ageMax = [text('content.ageMaxBelowMin')];
    return problems;
  },

  async publish(tx, p, liveKey, { figuresCheckedAt, now }) {
    const university = await tx.university.findUniqueOrThrow({
      where: { slug: p.universitySlug },
      select: { id: true, name: true, nameZh: true, city: { select: { name: true, nameFr: true } } },
    });
    const major = await tx.major.findUniqueOrThrow({ where: { id: p.majorId }, select: { name: true, nameFr: true } });
    const searchText = programmeSearchText({
      title: p.title,
      titleFr: p.titleFr,
      universityName: university.name,
      universityNameZh: university.nameZh,
      cityName: university.city.name,
      cityNameFr: university.city.nameFr,
      majorName: major.name,
      majorNameFr: major.nameFr,
    });
    const fields = {
      slug: p.slug,
      universityId: university.id,
      majorId: p.majorId,
      title: p.title,
      titleFr: p.titleFr,
      description: p.description,
      descriptionFr: p.descriptionFr,
      degree: p.degree,
      language: p.language,
      durationMonths: p.durationMonths,
      tuitionPerYear: p.tuitionPerYear.amount,
      tuitionCurrency: p.tuitionPerYear.currency,
      applicationFee: p.applicationFee.amount,
      applicationFeeCurrency: p.applicationFee.currency,
      serviceFee: p.serviceFee.amount,
      serviceFeeCurrency: p.serviceFee.currency,
      ageMin: p.ageMin,
      ageMax: p.ageMax,
      minPreviousDegree: p.minPreviousDegree,
      hskLevel: p.hskLevel,
      ieltsMin: p.ieltsMin,
      toeflMin: p.toeflMin,
      duolingoMin: p.duolingoMin,
      minGrade: p.minGrade || null,
      minGradeFr: p.minGradeFr || null,
      requirementNotes: p.requirementNotes,
      requirementNotesFr: p.requirementNotesFr,
      published: true,
      searchText,
      ...(figuresCheckedAt && { sampleData: false, figuresCheckedOn: day(figuresCheckedAt) }),
    };
    const documents = p.documents.map((d, position) => ({ ...d, position }));
    const row = liveKey
      ? await tx.programme.update({
          where: { id: Number(liveKey) },
          data: { ...fields, documents: { deleteMany: {}, create: documents } },
        })
      : await tx.programme.create({
          data: { ...fields, figuresCheckedOn: day(figuresCheckedAt ?? now), documents: { create: documents } },
        });
    const words = searchWords([searchText]);
    if (words.length > 0)
      await tx.searchWord.createMany({ data: words.map((word) => ({ word })), skipDuplicates: true });
    return String(row.id);
  },

  async unpublish(tx: Tx, liveKey) {
    await tx.programme.update({ where: { id: Number(liveKey) }, data: { published: false } });
  },

  live: {
    count: (prisma) => prisma.programme.count(),
    async unknown(prisma: PrismaClient, limit): Promise<AdoptedRow<ProgrammeContent>[]> {
      const ids = await unknownLiveIds(prisma, 'programmes', limit);
      const rows = await prisma.programme.findMany({ where: { id: { in: ids } }, include });
      return rows.map((row) => ({ liveKey: String(row.id), data: programmeFromLive(row), published: row.published }));
    },
  },
};
