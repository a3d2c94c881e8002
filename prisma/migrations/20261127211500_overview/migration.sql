-- AlterEnum
ALTER TYPE "Permission" ADD VALUE 'manager';

-- CreateIndex
CREATE INDEX "ApplicationEvent_createdAt_idx" ON "ApplicationEvent"("createdAt");

-- CreateIndex
CREATE INDEX "ApplicationEvent_actorId_createdAt_idx" ON "ApplicationEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "DocumentRequest_createdAt_idx" ON "DocumentRequest"("createdAt");

-- CreateIndex
CREATE INDEX "Payment_status_paidAt_idx" ON "Payment"("status", "paidAt");
