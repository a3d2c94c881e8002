import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrismaClient, type PrismaClient } from '../client.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { repoPrismaPaths } from './index.js';

// Every required text column; the client's types reject the create below if one is missing.
const applicationFields = [
  'majorFirstChoice',
  'surName',
  'firstName',
  'email',
  'phone',
  'gender',
  'dob',
  'nationality',
  'nativeLanguage',
  'passportNumber',
  'passportExpiryDate',
  'religion',
  'maritalStatus',
  'placeOfBirth',
  'permanentHomeAddress',
  'rateYourChinese',
  'rateYourEnglish',
  'fieldOfStudy',
  'studyCategory',
  'durationOfStudyFrom',
  'durationOfStudyTo',
  'financialSponsorName',
  'address',
  'relationshipWithApplicant',
  'mobileNumber',
  'agent',
  'sponsorComment',
  'signedDate',
] as const;
type ApplicationText = Record<(typeof applicationFields)[number], string>;
const applicationText = Object.fromEntries(applicationFields.map((f) => [f, `${f}-value`])) as ApplicationText;

const education = {
  position: 0,
  schoolAttended: 'Unilag',
  location: 'Lagos',
  major: 'Biology',
  dateAttended: '2019',
  degreeAwarded: 'BSc',
};
const familyMember = {
  position: 0,
  familyMemberName: 'Ngozi',
  nationality: 'Nigerian',
  mobileNumber: '1',
  email: 'n@example.com',
  profession: 'Teacher',
  workPlace: 'School',
  relationship: 'Mother',
};
const file = {
  listName: 'passportphoto',
  position: 0,
  originalName: 'me.jpg',
  storageKey: 'k1',
  size: 3,
  mimeType: 'image/jpeg',
  sha256: 'abc',
};

let database: TestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  database = await createTestDatabase({ ...repoPrismaPaths, adminUrl: process.env.DATABASE_URL });
  prisma = createPrismaClient({ url: database.url, max: 2 });
});
afterAll(async () => {
  await prisma?.$disconnect();
  await database?.drop();
});

it('gives every model of the schema a working table (create, then read back through the client)', async () => {
  const user = await prisma.user.create({
    data: {
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      countryName: 'Nigeria',
      countryDialCode: '+234',
      countryCode: 'NG',
      passwordHash: 'x',
      role: 'admin',
    },
  });
  const expiresAt = new Date(Date.now() + 60_000);
  await prisma.oneTimeCode.create({ data: { userId: user.id, purpose: 'reset_grant', codeHash: 'h', expiresAt } });
  await prisma.hero.create({ data: { title: 'Study in China', subTitle: 'Sub', heroImage: 'hero.webp' } });
  await prisma.major.create({
    data: { name: 'Medicine', image: 'm.webp', shortDesc: 's', description: 'd', trending: true },
  });
  const application = await prisma.application.create({
    data: {
      userId: user.id,
      ...applicationText,
      educationHistory: { create: [education] },
      familyMembers: { create: [familyMember] },
      files: { create: [file] },
    },
  });
  await prisma.contactMessage.create({
    data: { userId: user.id, name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
  });
  await prisma.consumedHandoff.create({ data: { id: 'handoff-1', expiresAt } });

  const back = await prisma.user.findUniqueOrThrow({
    where: { email: 'ada@example.com' },
    include: {
      codes: true,
      contactMessages: true,
      applications: { include: { educationHistory: true, familyMembers: true, files: true } },
    },
  });
  expect(back).toMatchObject({ role: 'admin', tokenVersion: 0, countryDialCode: '+234', emailVerifiedAt: null });
  expect(back.codes).toMatchObject([{ purpose: 'reset_grant', attempts: 0, consumedAt: null, expiresAt }]);
  expect(back.contactMessages).toMatchObject([{ subject: 'Hi', emailedAt: null }]);
  expect(back.applications).toMatchObject([{ id: application.id, status: 'submitted', ...applicationText }]);
  expect(back.applications[0]).toMatchObject({
    educationHistory: [education],
    familyMembers: [familyMember],
    files: [file],
  });
  expect(await prisma.hero.findFirst()).toMatchObject({ id: 1, position: 0, heroImage: 'hero.webp' });
  expect(await prisma.major.findUnique({ where: { name: 'Medicine' } })).toMatchObject({ trending: true });
  expect(await prisma.consumedHandoff.findUnique({ where: { id: 'handoff-1' } })).toMatchObject({ expiresAt });
});

it('carries the relations of the schema (cascade and set-null on delete)', async () => {
  await prisma.user.delete({ where: { email: 'ada@example.com' } });
  expect(await prisma.application.count()).toBe(0);
  expect(await prisma.applicationFile.count()).toBe(0);
  expect(await prisma.oneTimeCode.count()).toBe(0);
  expect(await prisma.contactMessage.findFirst()).toMatchObject({ userId: null, subject: 'Hi' });
});
