// Bidder due diligence: screen bidder names against debarment and sanctions lists (World Bank, OpenSanctions,
// UN consolidated list, the org's own CSV). Pure: parsing, normalising, indexing and scoring only; storing
// lists and their refresh belong to the callers.
export type {
  ListEntry,
  ListSource,
  MatchStatus,
  ParseOptions,
  ParsedList,
  ScreeningMatch,
  ScreeningOptions,
  ScreeningQuery,
} from "./types";
export { ScreeningListError, isScreeningListError, type ScreeningListErrorKind } from "./errors";
export { parseWorldBankList } from "./parsers/worldbank";
export { parseOpenSanctions, parseOpenSanctionsSimple } from "./parsers/opensanctions";
export { parseOpenSanctionsFtm } from "./parsers/opensanctions-ftm";
export { parseUnConsolidatedXml } from "./parsers/un";
export { parseCustomCsv } from "./parsers/custom";
export { detectListFormat, detectAndParseList, parseList, type ListFormat } from "./parsers/detect";
export { DEFAULT_MAX_CHARS, DEFAULT_MAX_ENTRIES } from "./parsers/input";
export { analyseName, normaliseName, type NameAnalysis } from "./normalise";
export { jaroWinkler } from "./jaro-winkler";
export { compareNames } from "./score";
export { countryCode } from "./countries";
export { statusOf } from "./status";
export { dateOrderOf, parseEndDate, parseListDate, type DateOrder } from "./dates";
export { debarmentDates, periodEnd, readPeriod, type Duration } from "./period";
export { buildScreeningIndex, type ScreeningIndex } from "./build-index";
export { DEFAULT_LIMIT, DEFAULT_THRESHOLD, screen, screenMany } from "./screen";
