-- The job queue's fairness (lib/server/jobs/claim.ts): when each org's jobs were last claimed, so a claim takes
-- the oldest due job of the org served least recently and one org's backlog cannot hold back every other org's
-- jobs. "lane" is the job's orgId, '' for jobs of no org.
CREATE TABLE "JobLane" (
    "lane" TEXT NOT NULL,
    "servedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobLane_pkey" PRIMARY KEY ("lane")
);
