import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileListName } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { FileStorage } from '../lib/storage/file-storage.js';

// Fake applications for the back office's demo and its benchmark (docs/product.md#back-office-queue-files-exports-and-audit):
// names of our students' countries, with the accents and tone marks the search must see through.

const PEOPLE: Array<{ nationality: string; first: string[]; last: string[] }> = [
  {
    nationality: 'Nigerian',
    first: [
      'Chiamaka',
      'Ngozi',
      'Oluwaseun',
      'Adébáyọ̀',
      'Chukwuemeka',
      'Ifeoma',
      'Babatunde',
      'Fúnmiláyọ̀',
      'Emeka',
      'Obinna',
      'Aisha',
      'Musa',
      'Yusuf',
      'Tèmítọ́pẹ́',
      'Ọláwálé',
      'Zainab',
      'Kelechi',
      'Ifeanyi',
    ],
    last: [
      'Okafor',
      'Ọ̀kọ́',
      'Adeyemi',
      'Okonkwo',
      'Ọlọ́runfẹ́mi',
      'Adéwálé',
      'Ògúnlànà',
      'Bello',
      'Abubakar',
      'Eze',
      'Nwosu',
      'Ibrahim',
      'Àjàyí',
      'Onyekachi',
      'Danjuma',
    ],
  },
  {
    nationality: 'Ghanaian',
    first: ['Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw', 'Abena'],
    last: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei'],
  },
  {
    nationality: 'Kenyan',
    first: ['Wanjiru', 'Otieno', 'Achieng', 'Kamau', 'Njeri'],
    last: ['Kamau', 'Odhiambo', 'Mwangi', 'Wambui', 'Kiprono'],
  },
  {
    nationality: 'Cameroonian',
    first: ['Émile', 'Hélène', 'Jean-Baptiste', 'Bérénice', 'Loïc'],
    last: ['Ngono', 'Mbarga', 'Essomba', 'Fotsó', 'Tchakounté'],
  },
  {
    nationality: 'Pakistani',
    first: ['Muhammad', 'Ayesha', 'Hamza', 'Fatima', 'Bilal'],
    last: ['Khan', 'Qureshi', 'Malik', 'Chaudhry', 'Siddiqui'],
  },
  {
    nationality: 'Vietnamese',
    first: ['Nguyễn Văn', 'Trần Thị', 'Lê Minh', 'Phạm Thu'],
    last: ['An', 'Hương', 'Đức', 'Thảo'],
  },
];
const WEIGHTS = [60, 10, 8, 8, 8, 6]; // mostly Nigerian applicants, as the consultancy's are

const MAJORS = [
  'Clinical Medicine (MBBS)',
  'Nursing',
  'Pharmacy',
  'Civil Engineering',
  'Computer Science & Technology',
  'Software Engineering',
  'Artificial Intelligence',
  'International Business & Trade',
  'Business Administration (MBA)',
  'Accounting & Finance',
  'Economics',
  'Petroleum Engineering',
  'Chinese Language (HSK Foundation Year)',
];
const STATUSES = [
  ['submitted', 35],
  ['under_review', 25],
  ['action_required', 10],
  ['forwarded_to_university', 10],
  ['admitted', 10],
  ['rejected', 7],
  ['withdrawn', 3],
] as const;

/** A tiny deterministic generator, so two runs with the same seed make the same data. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(list: readonly T[], weights: readonly number[]) => {
    let left = next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < list.length; i += 1) if ((left -= weights[i]!) < 0) return list[i]!;
    return list[list.length - 1]!;
  };
  return { next, pick, weighted, int: (n: number) => Math.floor(next() * n) };
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

// The smallest valid PNG (1×1) and a one-page PDF: what a real upload's content check would accept.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface DemoOptions {
  applications: number;
  /** Store two small files per application (a photo and a PDF); false: no files at all. */
  files?: boolean;
  seed?: number;
  /** Called after each batch with the number made so far. */
  progress?: (done: number) => void;
}

/**
 * Adds `applications` fake applications (each with its own student account), five staff members who
 * are assigned about half of them, and, unless told otherwise, two small stored files per application
 * with some reviews. Returns how many applications exist afterwards.
 */
export async function seedDemoApplications(
  prisma: PrismaClient,
  storage: FileStorage | null,
  { applications, files = true, seed = 12, progress }: DemoOptions,
): Promise<number> {
  const r = random(seed + (await prisma.application.count()));
  const run = randomUUID().slice(0, 8);
  const staff = [];
  for (let i = 0; i < 5; i += 1) {
    staff.push(
      await prisma.user.create({
        data: {
          email: `demo.staff${i + 1}.${run}@studychina.local`,
          firstname: ['Li', 'Wang', 'Grace', 'Tunde', 'Mei'][i]!,
          lastname: ['Na', 'Fang', 'Eze', 'Bakare', 'Chen'][i]!,
          role: 'staff',
        },
      }),
    );
  }
  const BATCH = 500;
  const start = Date.now() - 400 * 86_400_000;
  for (let done = 0; done < applications; done += BATCH) {
    const size = Math.min(BATCH, applications - done);
    const users = [];
    const rows = [];
    const fileRows = [];
    for (let i = 0; i < size; i += 1) {
      const people = r.weighted(PEOPLE, WEIGHTS);
      const firstName = r.pick(people.first);
      const surName = r.pick(people.last);
      const userId = randomUUID();
      const id = randomUUID();
      const email = `${ascii(firstName)}.${ascii(surName)}.${run}${done + i}@example.com`;
      const createdAt = new Date(start + r.int(400 * 86_400_000));
      const status = r.weighted(
        STATUSES.map(([s]) => s),
        STATUSES.map(([, w]) => w),
      );
      users.push({ id: userId, email, firstname: firstName, lastname: surName, emailVerifiedAt: createdAt, createdAt });
      rows.push({
        id,
        userId,
        status,
        assigneeId: status === 'submitted' || r.next() < 0.3 ? null : r.pick(staff).id,
        majorFirstChoice: r.pick(MAJORS),
        majorSecondChoice: r.next() < 0.5 ? r.pick(MAJORS) : null,
        surName,
        firstName,
        middleName: r.next() < 0.3 ? r.pick(people.first) : null,
        email,
        phone: `+234${800_000_0000 + r.int(99_999_999)}`,
        gender: r.pick(['Male', 'Female']),
        dob: `${1995 + r.int(12)}-0${1 + r.int(9)}-1${r.int(9)}`,
        nationality: people.nationality,
        nativeLanguage: people.nationality === 'Nigerian' ? r.pick(['Igbo', 'Yoruba', 'Hausa']) : 'English',
        passportNumber: `${String.fromCharCode(65 + r.int(26))}${String(10_000_000 + r.int(89_999_999))}`,
        passportExpiryDate: `${2028 + r.int(6)}-06-30`,
        religion: r.pick(['Christianity', 'Islam', 'None']),
        maritalStatus: 'Single',
        placeOfBirth:
          people.nationality === 'Nigerian' ? r.pick(['Lagos', 'Enugu', 'Ibadan', 'Kano', 'Abuja']) : 'Capital',
        permanentHomeAddress: `${1 + r.int(200)} Demo Street`,
        rateYourChinese: r.pick(['Good', 'Average', 'None']),
        rateYourEnglish: r.pick(['Good', 'Very Good', 'Better']),
        fieldOfStudy: r.pick(MAJORS),
        studyCategory: r.pick(['Undergraduate', 'Master', 'PHD']),
        durationOfStudyFrom: '2027-09-01',
        durationOfStudyTo: '2031-07-01',
        financialSponsorName: `${r.pick(people.first)} ${surName}`,
        address: `${1 + r.int(200)} Sponsor Road`,
        relationshipWithApplicant: r.pick(['Father', 'Mother', 'Uncle']),
        mobileNumber: `+234${800_000_0000 + r.int(99_999_999)}`,
        agent: 'None',
        sponsorComment: 'I will pay the tuition and living costs.',
        signedDate: createdAt.toISOString().slice(0, 10),
        // Most give the date of their medical report, up to five months before submitting (docs/product.md#apply-document-dates).
        medicalReportDate:
          r.int(4) === 0 ? null : new Date(createdAt.getTime() - r.int(150 * 86_400_000)).toISOString().slice(0, 10),
        createdAt,
        updatedAt: new Date(createdAt.getTime() + r.int(30 * 86_400_000)),
      });
      if (files && storage) {
        // Only lists the viewer shows (a CHECK constraint refuses any other), the required ones included, so a
        // demo application can be reviewed and forwarded like a real one.
        for (const [listName, originalName, content, mimeType] of [
          ['passportphoto', `${ascii(firstName)}_photo.png`, PNG, 'image/png'],
          ['passportScan', 'passport_scan.pdf', PDF, 'application/pdf'],
          ['applicantSignature', 'signature.png', PNG, 'image/png'],
          ['sponsorSignature', 'sponsor_signature.png', PNG, 'image/png'],
        ] as const satisfies readonly (readonly [FileListName, string, Buffer, string])[]) {
          const decided = status !== 'submitted' && r.next() < 0.6;
          fileRows.push({
            applicationId: id,
            listName,
            position: 0,
            originalName,
            content,
            mimeType,
            reviewDecision: decided ? (r.next() < 0.85 ? ('accepted' as const) : ('rejected' as const)) : null,
            createdAt,
          });
        }
      }
    }
    await prisma.user.createMany({ data: users });
    await prisma.application.createMany({ data: rows });
    if (fileRows.length > 0 && storage) {
      const batch = storage.batch();
      const keys: string[] = [];
      for (const file of fileRows) keys.push(await batch.put(Readable.from([file.content])));
      await batch.commit();
      await prisma.applicationFile.createMany({
        data: fileRows.map(({ content, reviewDecision, ...file }, i) => ({
          ...file,
          storageKey: keys[i]!,
          size: content.length,
          sha256: '0'.repeat(64),
          reviewDecision,
          reviewReason: reviewDecision === 'rejected' ? 'The scan is blurred: please upload a sharper one.' : null,
          reviewedAt: reviewDecision ? file.createdAt : null,
        })),
      });
    }
    progress?.(done + size);
  }
  return prisma.application.count();
}
