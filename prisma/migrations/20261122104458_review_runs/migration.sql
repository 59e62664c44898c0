-- CreateEnum
CREATE TYPE "ReviewArtifactType" AS ENUM ('draft', 'agent_revision');

-- CreateEnum
CREATE TYPE "ReviewRequestStatus" AS ENUM ('submitted', 'in_review', 'completed');

-- CreateTable
CREATE TABLE "ReviewRun" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "subserviceId" TEXT,
    "request" JSONB NOT NULL,
    "score" INTEGER NOT NULL,
    "summary" TEXT NOT NULL,
    "findings" JSONB NOT NULL,
    "memoHtml" TEXT NOT NULL,
    "emailHtml" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewArtifact" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "type" "ReviewArtifactType" NOT NULL,
    "version" INTEGER NOT NULL,
    "runId" TEXT,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewArtifact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedReference" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "serviceKey" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedReference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewRequest" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "submittedBy" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "subserviceId" TEXT,
    "status" "ReviewRequestStatus" NOT NULL DEFAULT 'submitted',
    "request" JSONB NOT NULL,
    "score" INTEGER NOT NULL,
    "summary" TEXT NOT NULL,
    "findings" JSONB NOT NULL,
    "memoHtml" TEXT NOT NULL,
    "emailHtml" TEXT NOT NULL,
    "reviewerId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReviewRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewComment" (
    "id" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewRun_orgId_createdAt_idx" ON "ReviewRun"("orgId", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewRun_orgId_activityId_idx" ON "ReviewRun"("orgId", "activityId");

-- CreateIndex
CREATE INDEX "ReviewArtifact_orgId_activityId_createdAt_idx" ON "ReviewArtifact"("orgId", "activityId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewArtifact_orgId_activityId_version_key" ON "ReviewArtifact"("orgId", "activityId", "version");

-- CreateIndex
CREATE INDEX "SavedReference_orgId_activityId_idx" ON "SavedReference"("orgId", "activityId");

-- CreateIndex
CREATE UNIQUE INDEX "SavedReference_orgId_activityId_serviceKey_groupId_fileId_key" ON "SavedReference"("orgId", "activityId", "serviceKey", "groupId", "fileId");

-- CreateIndex
CREATE INDEX "ReviewRequest_orgId_status_createdAt_idx" ON "ReviewRequest"("orgId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewRequest_orgId_submittedBy_createdAt_idx" ON "ReviewRequest"("orgId", "submittedBy", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewComment_requestId_createdAt_idx" ON "ReviewComment"("requestId", "createdAt");

-- AddForeignKey
ALTER TABLE "ReviewComment" ADD CONSTRAINT "ReviewComment_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "ReviewRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
