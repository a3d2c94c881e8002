-- The programme catalogue (issue 28). Search (docs/decisions/0112-programme-catalogue-search.md): a
-- search column the catalogue's writer fills with lower-case, accent-free words, indexed by trigrams
-- (pg_trgm, created by the back office's migration), and a vocabulary of its words looked up by edit
-- distance for a typo (fuzzystrmatch's levenshtein). PGlite loads both bundles (packages/db/src/embedded.ts).
-- Money (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): integers in minor units beside an
-- ISO 4217 code, checked here.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch";

-- CreateEnum
CREATE TYPE "DegreeLevel" AS ENUM ('bachelor', 'master', 'doctorate', 'diploma', 'language', 'foundation', 'non_degree');

-- CreateEnum
CREATE TYPE "TeachingLanguage" AS ENUM ('english', 'chinese', 'french', 'bilingual');

-- CreateEnum
CREATE TYPE "UniversityType" AS ENUM ('university', 'polytechnic', 'vocational_college', 'language_school');

-- CreateEnum
CREATE TYPE "ScholarshipProvider" AS ENUM ('csc_a', 'csc_b', 'provincial', 'university', 'enterprise', 'other');

-- CreateEnum
CREATE TYPE "PreviousDegree" AS ENUM ('secondary', 'bachelor', 'master');

-- CreateEnum
CREATE TYPE "FeePeriod" AS ENUM ('month', 'year');

-- AlterTable
ALTER TABLE "Major" ADD COLUMN     "descriptionFr" TEXT,
ADD COLUMN     "nameFr" TEXT,
ADD COLUMN     "shortDescFr" TEXT;

-- CreateTable
CREATE TABLE "City" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameFr" TEXT NOT NULL,
    "province" TEXT NOT NULL,
    "provinceFr" TEXT NOT NULL,
    "provinceSlug" TEXT NOT NULL,

    CONSTRAINT "City_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "University" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameZh" TEXT NOT NULL,
    "cityId" INTEGER NOT NULL,
    "type" "UniversityType" NOT NULL DEFAULT 'university',
    "tags" TEXT[],
    "founded" INTEGER,
    "internationalStudents" INTEGER,
    "website" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT NOT NULL DEFAULT '',
    "logo" TEXT,
    "coverImage" TEXT,
    "sampleData" BOOLEAN NOT NULL DEFAULT true,
    "figuresCheckedOn" DATE NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "University_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Accommodation" (
    "id" SERIAL NOT NULL,
    "universityId" INTEGER NOT NULL,
    "roomType" TEXT NOT NULL,
    "roomTypeFr" TEXT NOT NULL,
    "priceMin" INTEGER NOT NULL,
    "priceMax" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'CNY',
    "period" "FeePeriod" NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Accommodation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Programme" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "universityId" INTEGER NOT NULL,
    "majorId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "titleFr" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT NOT NULL DEFAULT '',
    "degree" "DegreeLevel" NOT NULL,
    "language" "TeachingLanguage" NOT NULL,
    "durationMonths" INTEGER NOT NULL,
    "tuitionPerYear" INTEGER NOT NULL,
    "tuitionCurrency" VARCHAR(3) NOT NULL DEFAULT 'CNY',
    "applicationFee" INTEGER NOT NULL DEFAULT 0,
    "applicationFeeCurrency" VARCHAR(3) NOT NULL DEFAULT 'CNY',
    "serviceFee" INTEGER NOT NULL DEFAULT 0,
    "serviceFeeCurrency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "ageMin" INTEGER,
    "ageMax" INTEGER,
    "minPreviousDegree" "PreviousDegree",
    "hskLevel" INTEGER,
    "ieltsMin" DECIMAL(2,1),
    "toeflMin" INTEGER,
    "duolingoMin" INTEGER,
    "minGrade" TEXT,
    "minGradeFr" TEXT,
    "requirementNotes" TEXT NOT NULL DEFAULT '',
    "requirementNotesFr" TEXT NOT NULL DEFAULT '',
    "published" BOOLEAN NOT NULL DEFAULT true,
    "sampleData" BOOLEAN NOT NULL DEFAULT true,
    "figuresCheckedOn" DATE NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Programme_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProgrammeDocument" (
    "id" SERIAL NOT NULL,
    "programmeId" INTEGER NOT NULL,
    "document" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "noteFr" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProgrammeDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Intake" (
    "id" SERIAL NOT NULL,
    "programmeId" INTEGER NOT NULL,
    "start" DATE NOT NULL,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Intake_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Scholarship" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameFr" TEXT NOT NULL,
    "provider" "ScholarshipProvider" NOT NULL,
    "tuitionCoveragePercent" INTEGER NOT NULL DEFAULT 0,
    "coversAccommodation" BOOLEAN NOT NULL DEFAULT false,
    "stipendMonthly" INTEGER,
    "stipendCurrency" VARCHAR(3),
    "coversInsurance" BOOLEAN NOT NULL DEFAULT false,
    "degrees" "DegreeLevel"[],
    "deadline" TIMESTAMPTZ(3),
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT NOT NULL DEFAULT '',
    "howToApply" TEXT NOT NULL,
    "howToApplyFr" TEXT NOT NULL,
    "sampleData" BOOLEAN NOT NULL DEFAULT true,
    "figuresCheckedOn" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Scholarship_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScholarshipUniversity" (
    "scholarshipId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,

    CONSTRAINT "ScholarshipUniversity_pkey" PRIMARY KEY ("scholarshipId","universityId")
);

-- CreateTable
CREATE TABLE "ScholarshipProgramme" (
    "scholarshipId" INTEGER NOT NULL,
    "programmeId" INTEGER NOT NULL,

    CONSTRAINT "ScholarshipProgramme_pkey" PRIMARY KEY ("scholarshipId","programmeId")
);

-- CreateTable
CREATE TABLE "ExchangeRate" (
    "id" SERIAL NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "perCny" DECIMAL(18,8) NOT NULL,
    "asOf" DATE NOT NULL,
    "setById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE UNIQUE INDEX "City_slug_key" ON "City"("slug");

-- CreateIndex
CREATE INDEX "City_provinceSlug_idx" ON "City"("provinceSlug");

-- CreateIndex
CREATE UNIQUE INDEX "University_slug_key" ON "University"("slug");

-- CreateIndex
CREATE INDEX "University_cityId_idx" ON "University"("cityId");

-- CreateIndex
CREATE INDEX "University_searchText_idx" ON "University" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Accommodation_universityId_position_idx" ON "Accommodation"("universityId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Programme_slug_key" ON "Programme"("slug");

-- CreateIndex
CREATE INDEX "Programme_universityId_idx" ON "Programme"("universityId");

-- CreateIndex
CREATE INDEX "Programme_majorId_idx" ON "Programme"("majorId");

-- CreateIndex
CREATE INDEX "Programme_degree_language_idx" ON "Programme"("degree", "language");

-- CreateIndex
CREATE INDEX "Programme_tuitionPerYear_idx" ON "Programme"("tuitionPerYear");

-- CreateIndex
CREATE INDEX "Programme_searchText_idx" ON "Programme" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "ProgrammeDocument_programmeId_document_key" ON "ProgrammeDocument"("programmeId", "document");

-- CreateIndex
CREATE INDEX "Intake_start_programmeId_idx" ON "Intake"("start", "programmeId");

-- CreateIndex
CREATE INDEX "Intake_programmeId_deadline_idx" ON "Intake"("programmeId", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "Intake_programmeId_start_key" ON "Intake"("programmeId", "start");

-- CreateIndex
CREATE UNIQUE INDEX "Scholarship_slug_key" ON "Scholarship"("slug");

-- CreateIndex
CREATE INDEX "Scholarship_provider_idx" ON "Scholarship"("provider");

-- CreateIndex
CREATE INDEX "ScholarshipUniversity_universityId_idx" ON "ScholarshipUniversity"("universityId");

-- CreateIndex
CREATE INDEX "ScholarshipProgramme_programmeId_idx" ON "ScholarshipProgramme"("programmeId");

-- CreateIndex
CREATE UNIQUE INDEX "ExchangeRate_currency_asOf_key" ON "ExchangeRate"("currency", "asOf");

-- AddForeignKey
ALTER TABLE "University" ADD CONSTRAINT "University_cityId_fkey" FOREIGN KEY ("cityId") REFERENCES "City"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Accommodation" ADD CONSTRAINT "Accommodation_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Programme" ADD CONSTRAINT "Programme_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Programme" ADD CONSTRAINT "Programme_majorId_fkey" FOREIGN KEY ("majorId") REFERENCES "Major"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgrammeDocument" ADD CONSTRAINT "ProgrammeDocument_programmeId_fkey" FOREIGN KEY ("programmeId") REFERENCES "Programme"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_programmeId_fkey" FOREIGN KEY ("programmeId") REFERENCES "Programme"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScholarshipUniversity" ADD CONSTRAINT "ScholarshipUniversity_scholarshipId_fkey" FOREIGN KEY ("scholarshipId") REFERENCES "Scholarship"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScholarshipUniversity" ADD CONSTRAINT "ScholarshipUniversity_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScholarshipProgramme" ADD CONSTRAINT "ScholarshipProgramme_scholarshipId_fkey" FOREIGN KEY ("scholarshipId") REFERENCES "Scholarship"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScholarshipProgramme" ADD CONSTRAINT "ScholarshipProgramme_programmeId_fkey" FOREIGN KEY ("programmeId") REFERENCES "Programme"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the database itself guarantees about money, shares and documents.
ALTER TABLE "Accommodation" ADD CONSTRAINT "Accommodation_prices" CHECK ("priceMin" >= 0 AND "priceMax" >= "priceMin" AND "currency" ~ '^[A-Z]{3}$');
ALTER TABLE "Programme" ADD CONSTRAINT "Programme_money" CHECK (
  "tuitionPerYear" >= 0 AND "applicationFee" >= 0 AND "serviceFee" >= 0
  AND "tuitionCurrency" ~ '^[A-Z]{3}$' AND "applicationFeeCurrency" ~ '^[A-Z]{3}$' AND "serviceFeeCurrency" ~ '^[A-Z]{3}$');
ALTER TABLE "Programme" ADD CONSTRAINT "Programme_duration" CHECK ("durationMonths" > 0);
ALTER TABLE "Programme" ADD CONSTRAINT "Programme_ages" CHECK ("ageMin" IS NULL OR "ageMax" IS NULL OR "ageMin" <= "ageMax");
ALTER TABLE "Scholarship" ADD CONSTRAINT "Scholarship_share" CHECK ("tuitionCoveragePercent" BETWEEN 0 AND 100);
ALTER TABLE "Scholarship" ADD CONSTRAINT "Scholarship_stipend" CHECK (("stipendMonthly" IS NULL) = ("stipendCurrency" IS NULL) AND ("stipendMonthly" IS NULL OR "stipendMonthly" >= 0));
ALTER TABLE "ExchangeRate" ADD CONSTRAINT "ExchangeRate_rate" CHECK ("perCny" > 0 AND "currency" ~ '^[A-Z]{3}$');
-- A programme's documents are the application form's file lists (contracts' FILE_LIST_NAMES).
ALTER TABLE "ProgrammeDocument" ADD CONSTRAINT "ProgrammeDocument_document_known" CHECK ("document" IN ('passportphoto', 'passportScan', 'applicantSignature', 'sponsorSignature', 'transcripts', 'recommendationLetters', 'medicalReport', 'certificates', 'bankStatement', 'nonCriminalRecord', 'englishCertificate', 'researchProposal'));
