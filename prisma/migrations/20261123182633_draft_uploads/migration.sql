-- CreateTable
CREATE TABLE "ApplicationDraft" (
    "userId" UUID NOT NULL,
    "values" JSONB NOT NULL,
    "touchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationDraft_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "DraftUpload" (
    "id" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "listName" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storageKey" TEXT,
    "mimeType" TEXT,
    "sha256" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DraftUpload_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DraftUpload_storageKey_key" ON "DraftUpload"("storageKey");

-- CreateIndex
CREATE INDEX "DraftUpload_userId_createdAt_idx" ON "DraftUpload"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "ApplicationDraft" ADD CONSTRAINT "ApplicationDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DraftUpload" ADD CONSTRAINT "DraftUpload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
