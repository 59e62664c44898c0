-- The search vector becomes a stored generated column, so it can never disagree with the text or the search
-- configuration: the unit label (sheet, slide or section title) weighted A, the chunk text weighted B.
-- 'english' (stemming, stop words) as before: "guarantees" finds "guarantee", and phrases keep their positions.
-- Adding a stored generated column rewrites the table, which backfills every existing chunk.
DROP INDEX IF EXISTS "KnowledgeChunk_tsv_idx";

ALTER TABLE "KnowledgeChunk" DROP COLUMN "tsv";

ALTER TABLE "KnowledgeChunk" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, coalesce("unitLabel", '')), 'A')
    || setweight(to_tsvector('english'::regconfig, "text"), 'B')
) STORED;

CREATE INDEX "KnowledgeChunk_tsv_idx" ON "KnowledgeChunk" USING GIN ("tsv");
