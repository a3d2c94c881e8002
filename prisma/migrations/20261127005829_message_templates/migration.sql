-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" UUID NOT NULL,
    "status" "ApplicationStatus" NOT NULL,
    "title" TEXT NOT NULL,
    "messageEn" TEXT NOT NULL,
    "messageFr" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MessageTemplate_status_position_idx" ON "MessageTemplate"("status", "position");

-- AddForeignKey
ALTER TABLE "MessageTemplate" ADD CONSTRAINT "MessageTemplate_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
