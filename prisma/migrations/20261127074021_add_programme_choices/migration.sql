-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "intakeFirstChoice" TEXT,
ADD COLUMN     "intakeSecondChoice" TEXT,
ADD COLUMN     "programmeFirstChoice" TEXT,
ADD COLUMN     "programmeSecondChoice" TEXT;

-- CreateIndex
CREATE INDEX "Application_programmeFirstChoice_intakeFirstChoice_idx" ON "Application"("programmeFirstChoice", "intakeFirstChoice");

-- CreateIndex
CREATE INDEX "Application_programmeSecondChoice_intakeSecondChoice_idx" ON "Application"("programmeSecondChoice", "intakeSecondChoice");
