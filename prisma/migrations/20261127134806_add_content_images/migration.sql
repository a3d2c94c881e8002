-- CreateTable
CREATE TABLE "ContentImage" (
    "id" UUID NOT NULL,
    "hash" CHAR(32) NOT NULL,
    "originalKey" TEXT NOT NULL,
    "originalType" TEXT NOT NULL,
    "originalBytes" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "variants" JSONB NOT NULL,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContentImage_hash_key" ON "ContentImage"("hash");
