-- CreateTable
CREATE TABLE "PayLink" (
    "id" UUID NOT NULL,
    "invoiceId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PayLink_invoiceId_key" ON "PayLink"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "PayLink_tokenHash_key" ON "PayLink"("tokenHash");

-- AddForeignKey
ALTER TABLE "PayLink" ADD CONSTRAINT "PayLink_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
