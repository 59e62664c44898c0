// What the /api/v1 routes answer, as the browser reads it. The server's own types live in server-only modules,
// which client code must not import, so the shapes the pages rely on are restated here.
import type { RedFlagResult } from "@/modules/integrity/lib/red-flags/types";

export type JobStatus = "queued" | "running" | "done" | "failed";

export type JobView = {
  jobId: string;
  status: JobStatus;
  /** Why it failed, in words the requester can act on; null otherwise. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export const LIST_FORMAT_CHOICES = [
  "auto",
  "worldbank-json",
  "worldbank-csv",
  "opensanctions",
  "un",
  "custom",
] as const;
export type ListFormatChoice = (typeof LIST_FORMAT_CHOICES)[number];

export type ScreeningListView = {
  id: string;
  name: string;
  format: Exclude<ListFormatChoice, "auto">;
  sourceUrl: string | null;
  fileName: string;
  bytes: number;
  entryCount: number;
  listDate: string;
  loadedAt: string;
};

/** On the screening day: debarred ("active"), expired ("past"), starting later ("upcoming"), or sanctioned. */
export type MatchStatus = "active" | "past" | "upcoming" | "sanctioned";

export type ScreeningMatchView = {
  listId: string;
  listName: string;
  score: number;
  matchedName: string;
  reasons: string[];
  status: MatchStatus;
  period: string;
  entry: {
    entryId: string;
    name: string;
    country: string | null;
    /** The debarment's first and last day (ISO); `to` null when it has no end. */
    from?: string | null;
    to?: string | null;
    reason?: string | null;
    program?: string | null;
  };
};

export type BidderQuery = { name: string; country?: string; registrationNumber?: string };

export type DueDiligenceResult = {
  asOf: string;
  threshold: number;
  lists: ScreeningListView[];
  bidders: { query: BidderQuery; matches: ScreeningMatchView[] }[];
  summary: { screened: number; withMatches: number; activeMatches: number };
};

export type RedFlagJobResult = JobView & { result: RedFlagResult };
export type DueDiligenceJobResult = JobView & { result: DueDiligenceResult };
