-- AlterTable
ALTER TABLE "Scholarship" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "University" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;
