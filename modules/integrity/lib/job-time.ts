import type { JobStatus } from "./api-types";

/** How often a page asks for a job's status: often enough to feel live, rarely enough for the rate limit. */
export const POLL_INTERVAL_MS = 1000;

export const isFinished = (status: JobStatus) => status === "done" || status === "failed";

/** Elapsed time as m:ss (or h:mm:ss past an hour), for the progress line. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
