-- The evaluation record of an activity, one row per confirmed version (who confirmed it, when, what they changed),
-- and the version a tool run drafted from, so a draft made from an older version is shown as outdated.
CREATE TABLE "EvaluationRecordVersion" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "record" JSONB NOT NULL,
    "changes" JSONB NOT NULL,
    "sources" JSONB NOT NULL,
    "confirmedBy" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EvaluationRecordVersion_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "EvaluationRecordVersion_orgId_activityId_version_key" ON "EvaluationRecordVersion"("orgId", "activityId", "version");
CREATE INDEX "EvaluationRecordVersion_orgId_activityId_confirmedAt_idx" ON "EvaluationRecordVersion"("orgId", "activityId", "confirmedAt");

ALTER TABLE "ToolRun" ADD COLUMN "evaluationRecordVersion" INTEGER;
