import type { AttachmentGroup } from "@/lib/catalogue/types";
import { acceptsFile } from "./file-groups";

/**
 * The kinds an activity's documents are tagged with (modules/activities DOCUMENT_KINDS, which the test checks
 * this list against). Here, below every feature, because tools, reviews and runs all choose by them and the
 * activities feature imports those features.
 */
export type DocumentKind =
  "plan" | "tender" | "addendum" | "bid" | "opening_record" | "evaluation_report" | "contract" | "other";

/**
 * Which of an activity's documents fit which upload group of a tool or review (issue 35: a tool opened from an
 * activity offers its documents instead of asking for a new upload). Groups say what they want in words
 * ("The solicitation document and its addenda", "The evaluation report, score sheets and bid opening record"),
 * so the words are read: each kind is found where the group names it, and the kinds the group names first fit
 * best. Pure, so the page and the server agree and the rules are tested without a browser.
 */

type KindPattern = { kind: DocumentKind; pattern: RegExp };

/** How groups name each kind. "standard document" is the framework's template, not the activity's tender. */
const KIND_PATTERNS: readonly KindPattern[] = [
  { kind: "plan", pattern: /procurement plans?|needs lists?|draft plans?|earlier plans?|\bplanning\b/i },
  {
    kind: "tender",
    pattern:
      /solicitation|tender documents?|bidding documents?|\{method\} document|method document|specifications?|terms of reference|bill of quantities as issued/i,
  },
  { kind: "addendum", pattern: /addend|clarifications?/i },
  {
    kind: "opening_record",
    pattern: /opening record|bid opening|tender opening/i,
  },
  {
    kind: "evaluation_report",
    pattern:
      /evaluation reports?|evaluation documents?|score sheets?|\bevaluation\b(?!\s+(criteria|and qualification))/i,
  },
  {
    kind: "bid",
    pattern:
      /\bbids?\b(?!\s+(opening|security|data|due|period|submission|prices?\b))|proposals?|priced (bill|schedule)|price schedules?/i,
  },
  { kind: "contract", pattern: /\bcontracts?\b(?!\s+management)/i },
];

/** Groups of templates, lists and formats take no activity document (they want the framework's or the org's). */
const NOT_ACTIVITY_DOCUMENTS = /templates?|sanctions|debarment|screening list/i;

/** The kinds a group asks for, best first (the order in which its title, then its subtitle, names them). */
export function kindsForGroup(group: Pick<AttachmentGroup, "title" | "subtitle">): DocumentKind[] {
  if (NOT_ACTIVITY_DOCUMENTS.test(group.title)) return [];
  const found: { kind: DocumentKind; at: number }[] = [];
  const texts = [group.title, group.subtitle ?? ""];
  texts.forEach((text, index) => {
    for (const { kind, pattern } of KIND_PATTERNS) {
      const match = pattern.exec(text);
      // Title words outrank subtitle words: the title is what the group is.
      if (match) found.push({ kind, at: index * 10_000 + match.index });
    }
  });
  const ranked = [...new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.kind))];
  // An addendum is part of the tender it amends: a group that takes the solicitation takes its addenda.
  const tender = ranked.indexOf("tender");
  if (tender !== -1 && !ranked.includes("addendum")) ranked.splice(tender + 1, 0, "addendum");
  return ranked;
}

/** The kind a new upload into the group is filed under among the activity's documents. */
export function uploadKindFor(group: Pick<AttachmentGroup, "title" | "subtitle">): DocumentKind {
  return kindsForGroup(group)[0] ?? "other";
}

export type ActivityDocumentChoice = { fileId: string; name: string; kind: string };

/** The activity's documents a group may take (its file types), those of the kinds it asks for first. */
export function documentsForGroup<D extends ActivityDocumentChoice>(
  group: Pick<AttachmentGroup, "title" | "subtitle" | "accept">,
  documents: readonly D[],
): D[] {
  const kinds = kindsForGroup(group);
  const rank = (document: D) => {
    const at = kinds.indexOf(document.kind as DocumentKind);
    return at === -1 ? kinds.length : at;
  };
  return documents
    .filter((document) => acceptsFile(group, document.name))
    .map((document, index) => ({ document, index }))
    .sort((a, b) => rank(a.document) - rank(b.document) || a.index - b.index)
    .map(({ document }) => document);
}

/**
 * The documents chosen at first, per group: each document goes to the one group that asks for its kind first
 * (ties: the earlier group), so the tender fills the solicitation group and the evaluation report the group
 * under review, never both; within a group's file limit. Documents of a kind no group asks for stay unchosen.
 */
export function preselectDocuments(
  groups: readonly Pick<AttachmentGroup, "id" | "title" | "subtitle" | "accept" | "maxFiles">[],
  documents: readonly ActivityDocumentChoice[],
): Record<string, string[]> {
  const chosen: Record<string, string[]> = Object.fromEntries(groups.map((group) => [group.id, []]));
  const kindsOf = new Map(groups.map((group) => [group.id, kindsForGroup(group)]));
  for (const document of documents) {
    let best: { groupId: string; rank: number } | null = null;
    for (const group of groups) {
      const rank = kindsOf.get(group.id)!.indexOf(document.kind as DocumentKind);
      if (rank === -1 || !acceptsFile(group, document.name)) continue;
      if (chosen[group.id]!.length >= group.maxFiles) continue;
      if (!best || rank < best.rank) best = { groupId: group.id, rank };
    }
    if (best) chosen[best.groupId]!.push(document.fileId);
  }
  return chosen;
}

/** The upload's file ids and the chosen activity documents of each group, as a run sends them (no repeats). */
export function mergeChosenFiles(
  uploaded: Readonly<Record<string, readonly string[]>>,
  chosen: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const groupIds = new Set([...Object.keys(uploaded), ...Object.keys(chosen)]);
  return Object.fromEntries(
    [...groupIds].map((groupId) => [
      groupId,
      [...new Set([...(chosen[groupId] ?? []), ...(uploaded[groupId] ?? [])])],
    ]),
  );
}
