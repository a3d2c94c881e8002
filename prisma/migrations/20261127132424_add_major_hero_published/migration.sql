-- AlterTable
ALTER TABLE "Hero" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Major" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;
