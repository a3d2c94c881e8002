-- AlterTable
ALTER TABLE "ApplicationEvent" ADD COLUMN     "messageKey" TEXT;

-- Events stored before keys were kept: our texts of the student's own actions (no staff actor, the English the
-- contracts wrote: packages/contracts/src/back-office/texts.ts) get their keys, so they are mailed and shown by key
-- in the reader's language (docs/decisions/0116-texts-by-key-to-the-end.md). Staff messages keep a null key.
UPDATE "ApplicationEvent" SET "messageKey" = 'studentPages.events.SUBMITTED'
  WHERE "actorId" IS NULL AND "message" = 'We have received your application.';
UPDATE "ApplicationEvent" SET "messageKey" = 'studentPages.events.RESUBMITTED'
  WHERE "actorId" IS NULL AND "message" = 'You sent your corrected documents. We will review your application again.';
UPDATE "ApplicationEvent" SET "messageKey" = 'studentPages.events.WITHDRAWN'
  WHERE "actorId" IS NULL AND "message" = 'You withdrew your application.';
