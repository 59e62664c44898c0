import "server-only";
import { parseHeadline, MARK_END, MARK_START } from "@/lib/knowledge/snippet";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import { normalizeQuery } from "@/lib/server/knowledge";
import type { LibraryTextMatch } from "@/modules/settings/lib/guideline-library";

export type { LibraryTextMatch };

/** More matching files than this is no longer a filter; the user narrows the search. */
export const MAX_MATCHED_FILES = 500;
/**
 * The best passage of a file is chosen among its first matching chunks only: ranking reads each candidate's
 * tsvector, and a word on every page of a 900-page manual must not cost 900 rankings per keystroke.
 */
const CHUNKS_RANKED_PER_FILE = 50;
/** One short fragment around the matches, marked with the private-use characters of lib/knowledge/snippet.ts. */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=25, MinWords=10, MaxFragments=1`;

type Row = {
  referenceId: string;
  unitKind: string;
  unitIndex: number;
  unitLabel: string | null;
  headline: string;
};

/**
 * The library references of the caller's org whose file text matches the search (PostgreSQL full-text search
 * over the knowledge index, the same 'english' parsing as the knowledge hub: "bid securities" finds "Bid
 * Security"), each with a highlighted snippet of its best passage and where it is. Every table is scoped by the
 * session's org; files still uploading have no chunks and are never matched.
 */
export async function searchLibraryText(user: SessionUser, query: string): Promise<LibraryTextMatch[]> {
  const text = normalizeQuery(query);
  if (!text) return [];
  const orgId = user.orgId;
  const tsq = Prisma.sql`websearch_to_tsquery('english', ${text})`;
  const rows = await db().$queryRaw<Row[]>`
    WITH files AS MATERIALIZED (
      SELECT g."id" AS "referenceId", f."id" AS "fileId"
      FROM "GuidelineRef" g
      JOIN "StoredFile" f ON f."id" = g."fileId" AND f."orgId" = ${orgId}
      WHERE g."orgId" = ${orgId} AND f."uploadStatus" = 'uploaded'
        AND f."id" IN (SELECT c."fileId" FROM "KnowledgeChunk" c WHERE c."orgId" = ${orgId} AND c."tsv" @@ ${tsq})
      ORDER BY g."createdAt" DESC
      LIMIT ${MAX_MATCHED_FILES}
    )
    SELECT files."referenceId", b."unitKind", b."unitIndex", b."unitLabel",
      ts_headline('english', b."text", ${tsq}, ${HEADLINE_OPTIONS}) AS "headline"
    FROM files
    CROSS JOIN LATERAL (
      SELECT k."unitKind", k."unitIndex", k."unitLabel", k."text"
      FROM (
        SELECT c."ordinal", c."tsv", c."unitKind", c."unitIndex", c."unitLabel", c."text"
        FROM "KnowledgeChunk" c
        WHERE c."fileId" = files."fileId" AND c."orgId" = ${orgId} AND c."tsv" @@ ${tsq}
        ORDER BY c."ordinal"
        LIMIT ${CHUNKS_RANKED_PER_FILE}
      ) k
      ORDER BY ts_rank_cd(k."tsv", ${tsq}) DESC, k."ordinal"
      LIMIT 1
    ) b`;
  return rows.map((row) => {
    const { text: snippet, highlights } = parseHeadline(row.headline);
    return {
      referenceId: row.referenceId,
      snippet,
      highlights,
      location: row.unitLabel ?? `${row.unitKind} ${row.unitIndex}`,
    };
  });
}
