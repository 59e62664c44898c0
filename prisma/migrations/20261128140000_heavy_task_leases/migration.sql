-- Running heavy tasks (reviews, document-reading tool runs), one row each while they run: the per-user and
-- per-org concurrency caps count the rows whose lease has not expired (lib/server/heavy-tasks). The holder
-- renews "expiresAt" while it runs and deletes its row when done; a row left by a crashed process lapses.
CREATE TABLE "HeavyTaskLease" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HeavyTaskLease_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "HeavyTaskLease_orgId_expiresAt_idx" ON "HeavyTaskLease"("orgId", "expiresAt");
