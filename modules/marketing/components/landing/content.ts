/** Message keys of the landing's lists, in display order (texts live in messages/en/home.json, `landing`). */
export const CLAIM_KEYS = [
  "drafting",
  "compliance",
  "availability",
  "firstDraft",
  "setup",
  "framework",
] as const;
export const CAPABILITY_KEYS = ["drafting", "rules", "review", "supplier", "risk", "library"] as const;
export const JOURNEY_KEYS = [
  "settings",
  "tool",
  "upload",
  "checks",
  "reviews",
  "finalize",
  "knowledge",
] as const;
