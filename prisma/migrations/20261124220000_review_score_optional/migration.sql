-- A review whose key check had no data has no score (lib/engine/score.ts).
ALTER TABLE "ReviewRun" ALTER COLUMN "score" DROP NOT NULL;
ALTER TABLE "ReviewRequest" ALTER COLUMN "score" DROP NOT NULL;
