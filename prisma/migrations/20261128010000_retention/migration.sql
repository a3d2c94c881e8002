-- Retention of closed applications' documents (docs/decisions/0144-retention-of-closed-applications.md): a file whose
-- bytes the retention job erased keeps its row (name, type, size, hash) with the time of the erasure.
ALTER TABLE "ApplicationFile" ADD COLUMN "erasedAt" TIMESTAMP(3);
