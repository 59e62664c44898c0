-- CreateEnum
CREATE TYPE "FrameworkSource" AS ENUM ('country', 'multilateral', 'bilateral', 'other');

-- CreateEnum
CREATE TYPE "GuidelineKind" AS ENUM ('link', 'file');

-- CreateEnum
CREATE TYPE "UploadStatus" AS ENUM ('pending', 'uploaded');

-- CreateEnum
CREATE TYPE "ExtractionStatus" AS ENUM ('pending', 'indexed', 'failed');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "FrameworkSetting" (
    "orgId" TEXT NOT NULL,
    "source" "FrameworkSource" NOT NULL,
    "data" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedBy" TEXT,

    CONSTRAINT "FrameworkSetting_pkey" PRIMARY KEY ("orgId","source")
);

-- CreateTable
CREATE TABLE "GuidelineRef" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "source" "FrameworkSource" NOT NULL,
    "kind" "GuidelineKind" NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,
    "tags" TEXT[],
    "notes" TEXT NOT NULL DEFAULT '',
    "fileId" TEXT,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GuidelineRef_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT,
    "purpose" TEXT NOT NULL DEFAULT 'guideline',
    "uploadStatus" "UploadStatus" NOT NULL DEFAULT 'pending',
    "expiresAt" TIMESTAMP(3),
    "extractionStatus" "ExtractionStatus" NOT NULL DEFAULT 'pending',
    "extractionError" TEXT,
    "unitCount" INTEGER,
    "charCount" INTEGER,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uploadedAt" TIMESTAMP(3),
    "indexedAt" TIMESTAMP(3),

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeChunk" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "unitKind" TEXT NOT NULL,
    "unitIndex" INTEGER NOT NULL,
    "unitLabel" TEXT,
    "text" TEXT NOT NULL,
    "tsv" tsvector,

    CONSTRAINT "KnowledgeChunk_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserPreference" (
    "userId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserPreference_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "FavoriteTool" (
    "userId" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FavoriteTool_pkey" PRIMARY KEY ("userId","toolId")
);

-- CreateTable
CREATE TABLE "RecentTool" (
    "userId" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecentTool_pkey" PRIMARY KEY ("userId","toolId")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "orgId" TEXT,
    "payload" JSONB NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "runAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GuidelineRef_fileId_key" ON "GuidelineRef"("fileId");

-- CreateIndex
CREATE INDEX "GuidelineRef_orgId_source_idx" ON "GuidelineRef"("orgId", "source");

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_key_key" ON "StoredFile"("key");

-- CreateIndex
CREATE INDEX "StoredFile_orgId_uploadStatus_idx" ON "StoredFile"("orgId", "uploadStatus");

-- CreateIndex
CREATE INDEX "StoredFile_uploadStatus_expiresAt_idx" ON "StoredFile"("uploadStatus", "expiresAt");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_fileId_ordinal_idx" ON "KnowledgeChunk"("fileId", "ordinal");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_orgId_idx" ON "KnowledgeChunk"("orgId");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_tsv_idx" ON "KnowledgeChunk" USING GIN ("tsv");

-- CreateIndex
CREATE INDEX "RecentTool_userId_usedAt_idx" ON "RecentTool"("userId", "usedAt");

-- CreateIndex
CREATE INDEX "Job_status_runAfter_idx" ON "Job"("status", "runAfter");

-- CreateIndex
CREATE INDEX "Job_kind_status_idx" ON "Job"("kind", "status");

-- AddForeignKey
ALTER TABLE "GuidelineRef" ADD CONSTRAINT "GuidelineRef_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeChunk" ADD CONSTRAINT "KnowledgeChunk_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
