-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "medicalReportDate" TEXT,
ADD COLUMN     "nonCriminalRecordDate" TEXT;
