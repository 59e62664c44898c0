-- CreateTable
CREATE TABLE "ToolRun" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "inputs" JSONB NOT NULL,
    "attachments" JSONB NOT NULL,
    "output" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ToolRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ToolRun_orgId_createdAt_idx" ON "ToolRun"("orgId", "createdAt");

-- CreateIndex
CREATE INDEX "ToolRun_userId_toolId_createdAt_idx" ON "ToolRun"("userId", "toolId", "createdAt");
