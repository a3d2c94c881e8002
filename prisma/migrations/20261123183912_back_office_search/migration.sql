-- The back office's search (docs/decisions/0025-search-column-trigram-unaccent.md): a column holding
-- lower(unaccent(...)) of the names (both orders), the e-mail, the passport number and the id, kept by a
-- trigger (unaccent() is not IMMUTABLE, so no generated column or expression index can call it), and
-- indexed by trigrams so LIKE '%term%' does not read every row.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION "application_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(unaccent(concat_ws(' ',
    NEW."firstName", NEW."middleName", NEW."surName", '|',
    NEW."surName", NEW."firstName", NEW."middleName", '|',
    NEW."email", NEW."passportNumber", NEW."id"::text)));
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Application_search_text"
  BEFORE INSERT OR UPDATE OF "firstName", "middleName", "surName", "email", "passportNumber", "searchText"
  ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "application_search_text"();

-- Existing rows: the trigger fills the column when it is written.
UPDATE "Application" SET "searchText" = '';

-- CreateIndex
CREATE INDEX "Application_searchText_idx" ON "Application" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Application_status_createdAt_idx" ON "Application"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Application_createdAt_idx" ON "Application"("createdAt");
