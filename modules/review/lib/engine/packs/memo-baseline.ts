/**
 * Reading a memo baseline (the external draft or a prior version) into its parts, so a revision keeps the
 * writer's paragraphs and replaces only what the review owns. A heading is a line that is only a known section
 * name (optionally numbered, optionally followed by a colon); everything else is paragraphs, split at blank lines.
 */

/** The approval memo's sections, in the order a fresh memo has them. */
export const MEMO_SECTIONS = [
  "Background",
  "Procurement process",
  "Evaluation",
  "Findings",
  "Issues to resolve before approval",
  "Recommendation",
  "Approval",
] as const;
export type MemoSection = (typeof MEMO_SECTIONS)[number];

/** Other names drafts give the same sections (lower case). */
const ALIASES: Readonly<Record<string, MemoSection>> = {
  introduction: "Background",
  "procurement process": "Procurement process",
  "procurement method": "Procurement process",
  "evaluation results": "Evaluation",
  "evaluation of bids": "Evaluation",
  "review findings": "Findings",
  "compliance findings": "Findings",
  "issues to resolve": "Issues to resolve before approval",
  "outstanding issues": "Issues to resolve before approval",
  recommendations: "Recommendation",
  "approval decision": "Approval",
};

export type BaselinePart = { heading: string | null; section: MemoSection | null; paragraphs: string[] };

/**
 * A trailing colon and the spaces before it gone ("Background :" -> "Background"). Not /\s*:$/: tried from
 * every position of a long run of spaces, that pattern takes quadratic time on pasted text.
 */
const withoutColon = (line: string) => (line.endsWith(":") ? line.slice(0, -1).trimEnd() : line);

/** The known section a line names, if the line is only a heading. */
export function headingOf(line: string): MemoSection | null {
  const name = withoutColon(line.trim().replace(/^(?:\d{1,2}(?:\.\d{1,2})*|[A-Z]|[IVX]{1,4})[.)]\s+/, ""))
    .trim()
    .toLowerCase();
  if (!name || name.length > 60) return null;
  return MEMO_SECTIONS.find((section) => section.toLowerCase() === name) ?? ALIASES[name] ?? null;
}

/** The baseline as parts: the text before the first heading (heading null), then one part per heading. */
/** The title and revision lines the memo writes itself. */
const GENERATED_LINE = /^(?:Internal Approval Memo|Revised from .+\.|Revision: .+)$/i;

export function parseBaseline(text: string): BaselinePart[] {
  const parts: BaselinePart[] = [{ heading: null, section: null, paragraphs: [] }];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) parts[parts.length - 1]!.paragraphs.push(lines.join("\n"));
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    // Our own memo pasted back: its title and revision lines are written again, never kept twice.
    if (GENERATED_LINE.test(line)) continue;
    const section = headingOf(line);
    if (section) {
      flush();
      parts.push({ heading: withoutColon(line), section, paragraphs: [] });
    } else if (!line) {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return parts.filter((part, index) => index > 0 || part.paragraphs.length);
}
