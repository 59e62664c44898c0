import "server-only";
import { MARK_END, MARK_START, parseHeadline, type Highlight } from "@/lib/knowledge/snippet";
import type { UnitKind } from "@/lib/documents/types";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import type { FrameworkSource } from "@/lib/server/generated/prisma/enums";

export type KnowledgeSource = FrameworkSource;

export type SearchOptions = {
  /** 1..50, default 10. */
  limit?: number;
  /** Only these files (an empty list finds nothing). */
  fileIds?: string[];
  /** Only files filed under these framework sources (through their guideline reference). */
  sources?: KnowledgeSource[];
  /** Also return each chunk's whole text (the knowledge hub quotes whole sentences from it). */
  withText?: boolean;
};

export type KnowledgeHit = {
  chunkId: string;
  fileId: string;
  guidelineId: string | null;
  /** The guideline's title, or the filename when the file has no guideline reference. */
  title: string;
  filename: string;
  unitKind: UnitKind;
  unitIndex: number;
  unitLabel: string | null;
  /** Plain text (not HTML): render it as text, or through `snippetToHtml(snippet, highlights)`. */
  snippet: string;
  highlights: Highlight[];
  rank: number;
  /** The chunk's whole text, only when `withText` was asked for. */
  text?: string;
};

/** Longer queries are cut: websearch syntax never needs more, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 300;
const MAX_LIMIT = 50;

/** ts_headline options: short fragments around matches, marked with private-use characters (see snippet.ts). */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/** Query text as typed by a user; control characters (NUL is refused by PostgreSQL) and markers removed. */
export function normalizeQuery(query: string): string {
  return query
    .replace(/[\u0000-\u001F\u007F\uE000\uE001]/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/**
 * At most this many matching chunks are ranked per query. Ranking reads every candidate's tsvector (about
 * 10 µs a row for ts_rank_cd on PostgreSQL, more on PGlite), the cost that grows with the corpus, so a query
 * matching more than this ("contract" matches nearly every chunk of a procurement library) ranks the first
 * CANDIDATES matches the scan returns, not all of them. Queries matching fewer chunks (phrases, several words,
 * rare terms: most useful queries) are ranked exactly.
 */
export const CANDIDATES = 200;

type Row = Omit<KnowledgeHit, "snippet" | "highlights"> & { headline: string };

/**
 * Full-text search over an org's indexed files, best first. Scoped by `orgId` on the chunk, the file and the
 * guideline. websearch_to_tsquery accepts any input (quotes, "or", "-word") without syntax errors; it is
 * written inline (not in a CTE) so the planner sees the query's selectivity: the GIN index on the stored `tsv`
 * column for selective terms, a sequential scan that stops at the candidate cap for very common ones.
 * Three stages bound the costly work whatever the corpus size: candidates (org, upload status, file and source
 * filters applied there, so the cap never hides an eligible chunk behind an ineligible one), ts_rank_cd over
 * those candidates only, then the joins and ts_headline (which re-parses the text) for the returned rows only.
 */
export async function searchKnowledge(
  orgId: string,
  query: string,
  options: SearchOptions = {},
): Promise<KnowledgeHit[]> {
  const text = normalizeQuery(query);
  if (!text || options.fileIds?.length === 0 || options.sources?.length === 0) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 10), 1), MAX_LIMIT);
  const tsq = Prisma.sql`websearch_to_tsquery('english', ${text})`;
  const byFile = options.fileIds
    ? Prisma.sql`AND c."fileId" IN (${Prisma.join(options.fileIds)})`
    : Prisma.empty;
  const bySource = options.sources
    ? Prisma.sql`AND c."fileId" IN (SELECT gs."fileId" FROM "GuidelineRef" gs WHERE gs."orgId" = ${orgId}
        AND gs."source"::text IN (${Prisma.join(options.sources)}))`
    : Prisma.empty;
  const rows = await db().$queryRaw<Row[]>`
    WITH candidates AS MATERIALIZED (
      SELECT c."id", c."fileId", c."ordinal", c."tsv"
      FROM "KnowledgeChunk" c
      WHERE c."orgId" = ${orgId} AND c."tsv" @@ ${tsq} ${byFile} ${bySource}
        AND c."fileId" IN (SELECT fs."id" FROM "StoredFile" fs WHERE fs."orgId" = ${orgId}
          AND fs."uploadStatus" = 'uploaded')
      LIMIT ${CANDIDATES}
    ),
    hits AS (
      SELECT k."id", k."fileId", k."ordinal", ts_rank_cd(k."tsv", ${tsq}) AS rank
      FROM candidates k
      ORDER BY rank DESC, k."fileId", k."ordinal"
      LIMIT ${limit}
    )
    SELECT h."id" AS "chunkId", h."fileId", g."id" AS "guidelineId", COALESCE(g."title", f."filename") AS "title",
      f."filename", c."unitKind", c."unitIndex", c."unitLabel", h.rank::float8 AS "rank",
      ts_headline('english', c."text", ${tsq}, ${HEADLINE_OPTIONS}) AS "headline"
      ${options.withText ? Prisma.sql`, c."text" AS "text"` : Prisma.empty}
    FROM hits h
    JOIN "KnowledgeChunk" c ON c."id" = h."id"
    JOIN "StoredFile" f ON f."id" = h."fileId"
    LEFT JOIN "GuidelineRef" g ON g."fileId" = h."fileId" AND g."orgId" = ${orgId}
    ORDER BY h.rank DESC, h."fileId", h."ordinal"`;
  return rows.map(({ headline, ...row }) => {
    const { text: snippet, highlights } = parseHeadline(headline);
    return { ...row, rank: Number(row.rank), snippet, highlights };
  });
}
