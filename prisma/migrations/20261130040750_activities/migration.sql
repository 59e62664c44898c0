-- Procurement activities (issue 35): one record per procurement, its documents uploaded once and tagged by kind,
-- and the org's automatic deletion setting (null: kept until deleted).
-- AlterTable
ALTER TABLE "Org" ADD COLUMN     "autoDeleteAfterDays" INTEGER;

-- CreateTable
CREATE TABLE "Activity" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "method" TEXT NOT NULL DEFAULT '',
    "estimatedValue" DOUBLE PRECISION,
    "currency" TEXT NOT NULL DEFAULT 'KES',
    "stage" TEXT NOT NULL DEFAULT 'planning',
    "publishedOn" DATE,
    "closingOn" DATE,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityDocument" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "addedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivityDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Activity_orgId_updatedAt_idx" ON "Activity"("orgId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Activity_orgId_reference_key" ON "Activity"("orgId", "reference");

-- CreateIndex
CREATE INDEX "ActivityDocument_orgId_fileId_idx" ON "ActivityDocument"("orgId", "fileId");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityDocument_activityId_fileId_key" ON "ActivityDocument"("activityId", "fileId");

-- AddForeignKey
ALTER TABLE "ActivityDocument" ADD CONSTRAINT "ActivityDocument_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
