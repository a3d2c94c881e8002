-- CreateTable
CREATE TABLE "Receipt" (
    "id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "paymentId" UUID NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payerName" TEXT NOT NULL,
    "sponsorEmail" TEXT,
    "mailQueuedAt" TIMESTAMP(3),

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_number_key" ON "Receipt"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_paymentId_key" ON "Receipt"("paymentId");

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- By hand (docs/decisions/0133-receipts-pdf-and-numbering.md): receipts are numbered from their own series of the
-- invoice counter table, starting at 0 (the first receipt is 1).
INSERT INTO "InvoiceCounter" ("series", "last") VALUES ('receipt', 0);
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_number_positive" CHECK ("number" > 0);
