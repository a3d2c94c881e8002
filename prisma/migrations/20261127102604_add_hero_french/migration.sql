-- AlterTable
ALTER TABLE "Hero" ADD COLUMN     "subTitleFr" TEXT,
ADD COLUMN     "titleFr" TEXT;
