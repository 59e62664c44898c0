-- The procurement risk register (issue 18): an org's risks per activity, and every change to them.
CREATE TABLE "Risk" (
  "id" TEXT NOT NULL,
  "orgId" TEXT NOT NULL,
  "activityId" TEXT,
  "stage" TEXT NOT NULL,
  "category" TEXT NOT NULL,
  "title" TEXT NOT NULL,
  "description" TEXT NOT NULL DEFAULT '',
  "probability" INTEGER NOT NULL,
  "impact" INTEGER NOT NULL,
  "score" INTEGER NOT NULL,
  "owner" TEXT NOT NULL DEFAULT '',
  "status" TEXT NOT NULL DEFAULT 'open',
  "dueDate" DATE,
  "mitigation" TEXT NOT NULL DEFAULT '',
  "source" TEXT,
  "createdBy" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "Risk_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Risk_orgId_activityId_idx" ON "Risk"("orgId", "activityId");
CREATE INDEX "Risk_orgId_score_idx" ON "Risk"("orgId", "score");

CREATE TABLE "RiskChange" (
  "id" TEXT NOT NULL,
  "riskId" TEXT NOT NULL,
  "orgId" TEXT NOT NULL,
  "userId" TEXT,
  "action" TEXT NOT NULL,
  "changes" JSONB NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "RiskChange_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "RiskChange_riskId_createdAt_idx" ON "RiskChange"("riskId", "createdAt");
