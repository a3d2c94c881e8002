-- AlterTable: whether an item's French is missing or older than its English, written with the draft, so the
-- editors' French queue (?french=missing) is filtered by the database. Null for items written before it: the
-- API fills them when the queue is next asked for (it needs the draft's fields, read by contracts' rules).
ALTER TABLE "ContentItem" ADD COLUMN     "frenchGap" BOOLEAN;

-- CreateIndex
CREATE INDEX "ContentItem_kind_frenchGap_title_idx" ON "ContentItem"("kind", "frenchGap", "title");
