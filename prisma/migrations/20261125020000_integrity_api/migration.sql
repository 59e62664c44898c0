-- Integrity API (issue 17): org API tokens (hash only) and the debarment and sanctions lists an org loads.
CREATE TABLE "ApiToken" (
  "id" TEXT NOT NULL,
  "orgId" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "scopes" TEXT[],
  "secretHash" TEXT NOT NULL,
  "hint" TEXT NOT NULL,
  "createdBy" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "lastUsedAt" TIMESTAMP(3),
  "revokedAt" TIMESTAMP(3),
  CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ApiToken_orgId_createdAt_idx" ON "ApiToken"("orgId", "createdAt");

CREATE TABLE "ScreeningList" (
  "id" TEXT NOT NULL,
  "orgId" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "format" TEXT NOT NULL,
  "sourceUrl" TEXT,
  "fileKey" TEXT NOT NULL,
  "fileName" TEXT NOT NULL,
  "bytes" INTEGER NOT NULL,
  "sha256" TEXT NOT NULL,
  "entryCount" INTEGER NOT NULL,
  "listDate" TIMESTAMP(3),
  "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "loadedBy" TEXT,
  CONSTRAINT "ScreeningList_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ScreeningList_orgId_loadedAt_idx" ON "ScreeningList"("orgId", "loadedAt");
CREATE INDEX "Job_orgId_kind_createdAt_idx" ON "Job"("orgId", "kind", "createdAt");
