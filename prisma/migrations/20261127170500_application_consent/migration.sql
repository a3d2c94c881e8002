-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3);
