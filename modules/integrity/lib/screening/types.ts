/** Where a list came from; decides how its dates are read (debarment periods vs sanctions listings). */
export type ListSource = "worldbank" | "opensanctions" | "un" | "custom";

/** One debarred or sanctioned party as loaded from a list, the same shape for every source. */
export type ListEntry = {
  /** The stored list this entry belongs to (set by the caller that stores lists; parsers leave it empty). */
  listId?: string;
  entryId: string;
  name: string;
  aliases: string[];
  /** ISO 3166-1 alpha-2 when the list's country could be recognised, else the list's own text. */
  country?: string;
  countries?: string[];
  registrationNumbers?: string[];
  /** ISO date (YYYY-MM-DD) the debarment or listing started. */
  from?: string;
  /** ISO date the debarment ends; null = indefinite or permanent; absent = the list does not say. */
  to?: string | null;
  reason?: string;
  program?: string;
  source: ListSource;
};

export type ParseOptions = {
  /** More entries than this is refused rather than half-loaded (default 500,000). */
  maxEntries?: number;
  /** Longer input text is refused before parsing (default 256 MiB of characters). */
  maxChars?: number;
};

/** What a parser returns: the entries plus the list's own publication date when the file states one. */
export type ParsedList = {
  source: ListSource;
  entries: ListEntry[];
  /** ISO date the list says it was generated (UN `dateGenerated`), if any. */
  listDate?: string;
  /** Rows skipped because they had no name (reported, not fatal). */
  skippedRows: number;
};

export type ScreeningQuery = { name: string; country?: string; registrationNumber?: string };

export type ScreeningOptions = {
  /** Matches scoring below this are dropped (default 0.70: worth a human review). */
  threshold?: number;
  /** The day debarment periods are judged against (expired ones are reported as past). */
  asOf: Date;
  /** Most matches returned per query (default 20). */
  limit?: number;
};

/**
 * A match's standing on the screening day: "active" (debarred that day, ongoing or permanent included), "past"
 * (the debarment expired before it: information, not a bar), "upcoming" (the debarment starts later), or
 * "sanctioned" (on a sanctions list, which has no end).
 */
export type MatchStatus = "active" | "past" | "upcoming" | "sanctioned";

export type ScreeningMatch = {
  entry: ListEntry;
  /** 0..1, two decimals. */
  score: number;
  /** The entry's name or alias that matched best. */
  matchedName: string;
  /** Plain-English reasons, e.g. "Same words in a different order". */
  reasons: string[];
  status: MatchStatus;
  /** Human text of the debarment or listing period, e.g. "Debarred 2019-03-12 to 2024-03-11 (ended)". */
  period: string;
};
