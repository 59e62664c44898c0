import "server-only";
// The knowledge index: extracted, chunked guideline text in PostgreSQL full-text search.
export { indexStoredFile, type IndexOptions, type IndexOutcome } from "./index-file";
export {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  searchKnowledge,
  type KnowledgeHit,
  type KnowledgeSource,
  type SearchOptions,
} from "./search";
