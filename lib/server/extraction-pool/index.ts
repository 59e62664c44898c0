import "server-only";
// Server entry to document extraction: worker threads (lib/documents/pool) behind a cache by content hash.
export {
  extractionCacheStats,
  extractStoredContent,
  pruneExtractedText,
  sha256Hex,
  type StoredContent,
} from "./cache";
