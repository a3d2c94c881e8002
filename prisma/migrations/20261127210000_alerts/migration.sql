-- CreateEnum
CREATE TYPE "AlertChannel" AS ENUM ('email', 'whatsapp', 'sms');

-- CreateEnum
CREATE TYPE "AlertState" AS ENUM ('queued', 'held', 'sent', 'delivered', 'read', 'failed');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "CodePurpose" ADD VALUE 'alert_whatsapp';
ALTER TYPE "CodePurpose" ADD VALUE 'alert_sms';

-- CreateTable
CREATE TABLE "AlertSettings" (
    "userId" UUID NOT NULL,
    "phone" TEXT,
    "whatsappConsentAt" TIMESTAMP(3),
    "smsConsentAt" TIMESTAMP(3),
    "whatsappPendingAt" TIMESTAMP(3),
    "smsPendingAt" TIMESTAMP(3),
    "whatsappStoppedAt" TIMESTAMP(3),
    "smsStoppedAt" TIMESTAMP(3),
    "stopReason" TEXT,
    "whatsappInboundAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlertSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Alert" (
    "id" UUID NOT NULL,
    "eventKey" TEXT NOT NULL,
    "channel" "AlertChannel" NOT NULL,
    "userId" UUID NOT NULL,
    "applicationId" UUID,
    "kind" TEXT NOT NULL,
    "template" TEXT,
    "params" JSONB NOT NULL DEFAULT '[]',
    "language" TEXT NOT NULL DEFAULT 'en',
    "text" TEXT NOT NULL,
    "mail" JSONB,
    "state" "AlertState" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "providerId" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Alert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Alert_applicationId_createdAt_idx" ON "Alert"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "Alert_providerId_idx" ON "Alert"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "Alert_eventKey_channel_key" ON "Alert"("eventKey", "channel");

-- AddForeignKey
ALTER TABLE "AlertSettings" ADD CONSTRAINT "AlertSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Alert" ADD CONSTRAINT "Alert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Alert" ADD CONSTRAINT "Alert_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
