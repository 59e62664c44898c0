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

type Row = Omit<KnowledgeHit, "snippet" | "highlights"> & { headline: string };

/**
 * Full-text search over an org's indexed files, best first. Scoped by `orgId` on the chunk, the file and the
 * guideline. websearch_to_tsquery accepts any input (quotes, "or", "-word") without syntax errors.
 * Headlines are computed only for the returned rows (ts_headline re-parses the text, so it is the costly part).
 */
export async function searchKnowledge(
  orgId: string,
  query: string,
  options: SearchOptions = {},
): Promise<KnowledgeHit[]> {
  const text = normalizeQuery(query);
  if (!text || options.fileIds?.length === 0 || options.sources?.length === 0) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 10), 1), MAX_LIMIT);
  const byFile = options.fileIds
    ? Prisma.sql`AND c."fileId" IN (${Prisma.join(options.fileIds)})`
    : Prisma.empty;
  const bySource = options.sources
    ? Prisma.sql`AND g."source"::text IN (${Prisma.join(options.sources)})`
    : Prisma.empty;
  const rows = await db().$queryRaw<Row[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${text}) AS tsq),
    hits AS (
      SELECT c."id", c."fileId", c."unitKind", c."unitIndex", c."unitLabel", c."text", c."ordinal",
        ts_rank(c."tsv", q.tsq) AS rank
      FROM "KnowledgeChunk" c
      CROSS JOIN q
      JOIN "StoredFile" f ON f."id" = c."fileId" AND f."orgId" = ${orgId}
      LEFT JOIN "GuidelineRef" g ON g."fileId" = c."fileId" AND g."orgId" = ${orgId}
      WHERE c."orgId" = ${orgId} AND f."uploadStatus" = 'uploaded' AND c."tsv" @@ q.tsq ${byFile} ${bySource}
      ORDER BY rank DESC, c."fileId", c."ordinal"
      LIMIT ${limit}
    )
    SELECT h."id" AS "chunkId", h."fileId", g."id" AS "guidelineId", COALESCE(g."title", f."filename") AS "title",
      f."filename", h."unitKind", h."unitIndex", h."unitLabel", h.rank::float8 AS "rank",
      ts_headline('english', h."text", q.tsq, ${HEADLINE_OPTIONS}) AS "headline"
    FROM hits h
    CROSS JOIN q
    JOIN "StoredFile" f ON f."id" = h."fileId"
    LEFT JOIN "GuidelineRef" g ON g."fileId" = h."fileId" AND g."orgId" = ${orgId}
    ORDER BY h.rank DESC, h."fileId", h."ordinal"`;
  return rows.map(({ headline, ...row }) => {
    const { text: snippet, highlights } = parseHeadline(headline);
    return { ...row, rank: Number(row.rank), snippet, highlights };
  });
}
