-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "declaredAmount" INTEGER,
ADD COLUMN     "declaredById" UUID,
ADD COLUMN     "declaredPaidOn" DATE,
ADD COLUMN     "payerName" TEXT,
ADD COLUMN     "proofBytes" INTEGER,
ADD COLUMN     "proofKey" TEXT,
ADD COLUMN     "proofName" TEXT,
ADD COLUMN     "proofType" TEXT,
ADD COLUMN     "receivedOn" DATE,
ADD COLUMN     "rejectionReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" UUID;

-- CreateTable
CREATE TABLE "PaymentSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "bankName" TEXT,
    "accountName" TEXT,
    "accountNumber" TEXT,
    "sortCode" TEXT,
    "swift" TEXT,
    "instructionsEn" TEXT,
    "instructionsFr" TEXT,
    "requirePaidToForward" BOOLEAN NOT NULL DEFAULT false,
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentSetting_pkey" PRIMARY KEY ("id")
);

-- By hand (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): the settings are one row, there from the
-- start with nothing set (no bank transfer offered until an admin fills the account); amounts are never negative.
ALTER TABLE "PaymentSetting" ADD CONSTRAINT "PaymentSetting_one_row" CHECK ("id" = 1);
INSERT INTO "PaymentSetting" ("id", "updatedAt") VALUES (1, CURRENT_TIMESTAMP);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_transfer_money" CHECK (("declaredAmount" IS NULL OR "declaredAmount" > 0) AND ("proofBytes" IS NULL OR "proofBytes" >= 0));
