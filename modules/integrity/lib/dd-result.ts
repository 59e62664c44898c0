import type { MatchStatus, ScreeningListView } from "./api-types";

/**
 * Whether a match bars the bidder on the screening day: a debarment in force (ongoing and permanent included) or
 * a sanction. An expired debarment, or one that starts later, is shown for information and bars nothing.
 */
export function matchBars(status: MatchStatus): boolean {
  return status === "active" || status === "sanctioned";
}

/** A screened bidder's standing: barred by some match, matched only for information, or no match at all. */
export function bidderStanding(
  matches: readonly { status: MatchStatus }[],
): "barred" | "information" | "clear" {
  if (matches.some((match) => matchBars(match.status))) return "barred";
  return matches.length ? "information" : "clear";
}

/** The fields of a list in a due-diligence result: what the list view shows, never a storage key or hash. */
const LIST_FIELDS = [
  "id",
  "name",
  "format",
  "sourceUrl",
  "fileName",
  "bytes",
  "entryCount",
  "listDate",
  "loadedAt",
] as const satisfies readonly (keyof ScreeningListView)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A stored due-diligence result as the API returns it: each of its lists keeps only the list view's fields.
 * Results stored before the list view was built field by field (S36) carried the lists' whole rows, with
 * `fileKey` (the storage key) and `sha256`; they read clean through this. Anything that is not a result with
 * a list array passes unchanged.
 */
export function dueDiligenceResultForApi<T>(result: T): T {
  if (!isRecord(result) || !Array.isArray(result.lists)) return result;
  const lists = result.lists.map((list: unknown) =>
    isRecord(list)
      ? Object.fromEntries(LIST_FIELDS.filter((field) => field in list).map((field) => [field, list[field]]))
      : list,
  );
  return { ...result, lists } as T;
}
