-- CreateEnum
CREATE TYPE "DocumentRequestState" AS ENUM ('open', 'fulfilled', 'cancelled');

-- AlterTable
ALTER TABLE "ApplicationFile" ADD COLUMN     "requestId" UUID,
ADD COLUMN     "uploadedById" UUID;

-- CreateTable
CREATE TABLE "DocumentRequest" (
    "id" UUID NOT NULL,
    "applicationId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "listName" TEXT,
    "name" TEXT,
    "note" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "position" INTEGER NOT NULL DEFAULT 0,
    "state" "DocumentRequestState" NOT NULL DEFAULT 'open',
    "fulfilledAt" TIMESTAMP(3),
    "fulfilledById" UUID,

    CONSTRAINT "DocumentRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DocumentRequest_applicationId_state_idx" ON "DocumentRequest"("applicationId", "state");

-- CreateIndex
CREATE INDEX "DocumentRequest_eventId_idx" ON "DocumentRequest"("eventId");

-- AddForeignKey
ALTER TABLE "DocumentRequest" ADD CONSTRAINT "DocumentRequest_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentRequest" ADD CONSTRAINT "DocumentRequest_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "ApplicationEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentRequest" ADD CONSTRAINT "DocumentRequest_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentRequest" ADD CONSTRAINT "DocumentRequest_fulfilledById_fkey" FOREIGN KEY ("fulfilledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "DocumentRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data (issue 34): the demo data stored passport scans under `passport`, a list no screen shows (never reviewed,
-- its "to review" badge never cleared): they are the passport data page list's.
UPDATE "ApplicationFile" SET "listName" = 'passportScan' WHERE "listName" = 'passport';

-- Any other list no screen knows (none is expected) becomes a named extra document, numbered so none collide,
-- so that the constraint below can hold and every document stays in sight.
UPDATE "ApplicationFile" AS f
SET "listName" = 'extra', "position" = o.n - 1, "revision" = 0
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "applicationId" ORDER BY "listName", "position", "revision") AS n
  FROM "ApplicationFile"
  WHERE "listName" NOT IN ('passportphoto', 'passportScan', 'applicantSignature', 'sponsorSignature', 'transcripts', 'recommendationLetters', 'medicalReport', 'certificates', 'bankStatement', 'nonCriminalRecord', 'englishCertificate', 'researchProposal', 'extra', 'staffDocuments')
) AS o
WHERE f."id" = o."id";

-- A document in a list the viewer does not know cannot exist (docs/decisions/0092-document-requests-and-known-lists.md):
-- the form's lists (contracts FILE_LIST_NAMES), named extra documents, documents from staff (STORED_FILE_LISTS).
-- A new list needs a migration that replaces this constraint.
ALTER TABLE "ApplicationFile" ADD CONSTRAINT "ApplicationFile_listName_known" CHECK ("listName" IN ('passportphoto', 'passportScan', 'applicantSignature', 'sponsorSignature', 'transcripts', 'recommendationLetters', 'medicalReport', 'certificates', 'bankStatement', 'nonCriminalRecord', 'englishCertificate', 'researchProposal', 'extra', 'staffDocuments'));

-- A request names one of the form's lists or another document by its name, never both, never neither.
ALTER TABLE "DocumentRequest" ADD CONSTRAINT "DocumentRequest_list_or_name" CHECK (("listName" IS NULL) <> ("name" IS NULL));
ALTER TABLE "DocumentRequest" ADD CONSTRAINT "DocumentRequest_listName_known" CHECK ("listName" IS NULL OR "listName" IN ('passportphoto', 'passportScan', 'applicantSignature', 'sponsorSignature', 'transcripts', 'recommendationLetters', 'medicalReport', 'certificates', 'bankStatement', 'nonCriminalRecord', 'englishCertificate', 'researchProposal'));
