-- Drafting versions: a tool run may belong to an activity (the task), and a task's drafts are listed by it.
ALTER TABLE "ToolRun" ADD COLUMN "activityId" TEXT;
CREATE INDEX "ToolRun_orgId_toolId_activityId_createdAt_idx" ON "ToolRun"("orgId", "toolId", "activityId", "createdAt");
