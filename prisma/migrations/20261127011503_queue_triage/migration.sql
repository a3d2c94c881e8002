-- The queue's triage and its filters (docs/product.md#back-office-queue-files-exports-and-audit,
-- docs/decisions/0096-nationality-as-a-country.md, docs/decisions/0097-queue-triage.md):
-- the nationality's country code (filled by the application, not here), when the application entered its
-- status and the corrections' deadline (set with each status change), and keys the search trigger keeps.

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "deadline" TIMESTAMP(3),
ADD COLUMN     "nameSortKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nationalityCode" VARCHAR(2),
ADD COLUMN     "nationalityKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "passportKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Application_passportKey_idx" ON "Application"("passportKey");

-- CreateIndex
CREATE INDEX "Application_nameSortKey_id_idx" ON "Application"("nameSortKey", "id");

-- CreateIndex
CREATE INDEX "Application_statusChangedAt_idx" ON "Application"("statusChangedAt");

-- CreateIndex
CREATE INDEX "Application_deadline_idx" ON "Application"("deadline");

-- The search trigger also keeps the phone number's digits in the search column (search by phone, typed
-- with or without + and spaces), the nationality's key (its letters and digits, lower case, without accents:
-- the filter's match on old free text), the passport number's key (the duplicate warning) and the name's sort
-- key: surname, a 0, first name, letters only, lower case and unaccented, so Àjàyí sorts with A and
-- Ọlọ́runfẹ́mi with O (a digit sorts before letters in every collation, so a shorter surname comes first),
-- through a plain index, the same on Postgres and the embedded PGlite (docs/decisions/0097-queue-triage.md).
-- Same function name, so nothing else changes.
CREATE OR REPLACE FUNCTION "application_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(unaccent(concat_ws(' ',
    NEW."firstName", NEW."middleName", NEW."surName", '|',
    NEW."surName", NEW."firstName", NEW."middleName", '|',
    NEW."email", NEW."passportNumber", NEW."id"::text, '|',
    regexp_replace(NEW."phone", '[^0-9]', '', 'g'))));
  NEW."nationalityKey" := regexp_replace(lower(unaccent(NEW."nationality")), '[^[:alnum:]]+', '', 'g');
  NEW."passportKey" := lower(regexp_replace(unaccent(NEW."passportNumber"), '[^[:alnum:]]', '', 'g'));
  NEW."nameSortKey" := regexp_replace(lower(unaccent(NEW."surName")), '[^[:alpha:]]+', '', 'g') || '0' ||
    regexp_replace(lower(unaccent(NEW."firstName")), '[^[:alpha:]]+', '', 'g');
  RETURN NEW;
END;
$$;

DROP TRIGGER "Application_search_text" ON "Application";
CREATE TRIGGER "Application_search_text"
  BEFORE INSERT OR UPDATE OF "firstName", "middleName", "surName", "email", "passportNumber", "phone", "nationality",
    "searchText", "nationalityKey", "passportKey", "nameSortKey"
  ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "application_search_text"();

-- Existing rows: the trigger fills the four columns when it is written.
UPDATE "Application" SET "searchText" = '';

-- Existing rows entered their status with their last event (or at submission), and an application waiting for
-- corrections has the deadline of the request that put it there.
UPDATE "Application" SET "statusChangedAt" = "createdAt";
UPDATE "Application" a
SET "statusChangedAt" = e."createdAt",
    "deadline" = CASE WHEN a."status" = 'action_required' THEN e."deadline" END
FROM (
  SELECT DISTINCT ON ("applicationId") "applicationId", "createdAt", "deadline"
  FROM "ApplicationEvent"
  ORDER BY "applicationId", "createdAt" DESC, "id" DESC
) e
WHERE e."applicationId" = a."id";

