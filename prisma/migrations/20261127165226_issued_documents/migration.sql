-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('admission_letter', 'offer_confirmation', 'other');

-- CreateTable
CREATE TABLE "IssuedDocument" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "fileId" UUID,
    "applicationId" UUID,
    "holderMasked" TEXT NOT NULL,
    "programme" TEXT,
    "university" TEXT,
    "issuer" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "sha256" TEXT NOT NULL,
    "originalKey" TEXT,
    "originalSha256" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "revokedReason" TEXT,
    "revokedById" UUID,
    "supersededAt" TIMESTAMP(3),
    "supersededById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IssuedDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentSigningKey" (
    "id" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentSigningKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IssuedDocument_code_key" ON "IssuedDocument"("code");

-- CreateIndex
CREATE UNIQUE INDEX "IssuedDocument_fileId_key" ON "IssuedDocument"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "IssuedDocument_originalKey_key" ON "IssuedDocument"("originalKey");

-- CreateIndex
CREATE UNIQUE INDEX "IssuedDocument_supersededById_key" ON "IssuedDocument"("supersededById");

-- CreateIndex
CREATE INDEX "IssuedDocument_applicationId_kind_idx" ON "IssuedDocument"("applicationId", "kind");

-- AddForeignKey
ALTER TABLE "IssuedDocument" ADD CONSTRAINT "IssuedDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "ApplicationFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssuedDocument" ADD CONSTRAINT "IssuedDocument_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssuedDocument" ADD CONSTRAINT "IssuedDocument_revokedById_fkey" FOREIGN KEY ("revokedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssuedDocument" ADD CONSTRAINT "IssuedDocument_supersededById_fkey" FOREIGN KEY ("supersededById") REFERENCES "IssuedDocument"("id") ON DELETE SET NULL ON UPDATE CASCADE;
