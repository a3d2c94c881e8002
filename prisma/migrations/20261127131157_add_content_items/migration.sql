-- CreateEnum
CREATE TYPE "ContentStatus" AS ENUM ('draft', 'published', 'unpublished');

-- CreateTable
CREATE TABLE "ContentItem" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "liveKey" TEXT,
    "title" TEXT NOT NULL,
    "draft" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" "ContentStatus" NOT NULL DEFAULT 'draft',
    "publishedVersion" INTEGER,
    "hasChanges" BOOLEAN NOT NULL DEFAULT true,
    "figuresCheckedAt" TIMESTAMP(3),
    "englishChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "frenchChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentVersion" (
    "itemId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "publishedById" UUID,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("itemId","number")
);

-- CreateIndex
CREATE INDEX "ContentItem_kind_status_title_idx" ON "ContentItem"("kind", "status", "title");

-- CreateIndex
CREATE INDEX "ContentItem_kind_updatedAt_idx" ON "ContentItem"("kind", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentItem_kind_liveKey_key" ON "ContentItem"("kind", "liveKey");

-- AddForeignKey
ALTER TABLE "ContentVersion" ADD CONSTRAINT "ContentVersion_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "ContentItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
