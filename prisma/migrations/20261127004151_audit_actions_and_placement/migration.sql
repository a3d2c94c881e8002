-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "admissionNumber" TEXT,
ADD COLUMN     "forwardedProgramme" TEXT,
ADD COLUMN     "forwardedUniversity" TEXT;

-- CreateIndex
CREATE INDEX "AuditLog_action_at_idx" ON "AuditLog"("action", "at");
