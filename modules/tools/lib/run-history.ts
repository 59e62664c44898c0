/** One earlier run of a tool, as its run history lists it (GET /api/tools/{toolId}/runs). */
export type ToolRunHistoryItem = {
  runId: string;
  createdAt: string;
  by: { name: string; email: string } | null;
  /** The Activity ID the run was made for, or null. */
  activityId: string | null;
  /** The run's one-line summary in words ("" when the tool wrote none). */
  summary: string;
  /** The run names the activity the page was opened for. */
  ofActivity: boolean;
};
