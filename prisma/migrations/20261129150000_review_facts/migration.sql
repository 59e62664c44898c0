-- What a solicitation review read from each document (its facts sheet), kept with the run and the review request
-- so a run reopened from Recent Runs or the queue shows the facts above its findings as it did when it ran. Null
-- for reviews whose pack reads no facts and for rows stored before this column.
ALTER TABLE "ReviewRun" ADD COLUMN "facts" JSONB;
ALTER TABLE "ReviewRequest" ADD COLUMN "facts" JSONB;
